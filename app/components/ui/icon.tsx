import spriteUrl from "../../assets/icons.svg?no-inline";
import type { IconName } from "./icon-names.ts";

/**
 * A lucide icon drawn from the shop's sprite rather than from lucide-react's components: the drawings travel once in a
 * cached image file instead of in every page's JavaScript, and there is no component per icon to hydrate (issue 8:
 * first-load JavaScript). Decorative only; the control around it carries the name.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  // Stroke and fill come from the `icon` class (app.css): a listing draws about 120 icons.
  return (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      className={className ? `icon ${className}` : "icon"}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
