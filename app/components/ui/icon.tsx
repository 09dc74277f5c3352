import spriteUrl from "../../assets/icons.svg?no-inline";
import type { IconName } from "./icon-names.ts";

/**
 * A lucide icon drawn from the shop's sprite rather than from lucide-react's components: the drawings travel once in a
 * cached image file instead of in every page's JavaScript, and there is no component per icon to hydrate (issue 8:
 * first-load JavaScript). Decorative only; the control around it carries the name.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
