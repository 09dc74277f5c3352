import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { Icon } from "./icon.tsx";

/**
 * A panel sliding in from one side (cart, mobile menu), always open while mounted: its owner mounts it on demand and
 * unmounts it on close. Radix Dialog traps focus and closes on Escape or a click outside; focus goes back to the
 * owner's button (useLazyDialog), not Radix's.
 */
export function SideSheet({
  side,
  title,
  closeLabel,
  onClose,
  children,
}: {
  side: "left" | "right";
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => event.preventDefault()}
          className={`fixed inset-y-0 z-50 flex flex-col bg-white shadow-xl ${
            side === "left" ? "left-0 w-80 max-w-[85vw]" : "right-0 w-96 max-w-[90vw]"
          }`}
        >
          <div className="flex items-center justify-between border-b border-brand-100 px-4 py-3">
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Close className="rounded-full p-2 hover:bg-brand-50" aria-label={closeLabel}>
              <Icon name="x" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
