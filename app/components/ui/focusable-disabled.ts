/**
 * Props for a button that cannot act for now (busy with the server, at a limit) but keeps its place in the tab order.
 * A button turned `disabled` while it has the focus drops the focus to `<body>`: the keyboard user who just pressed
 * it loses their place, and a second press (one more copy) does nothing. `aria-disabled` says it is unavailable; the
 * click is refused here, and its default action too, so a submit button sends nothing while busy.
 * Style it with Tailwind's `aria-disabled:` variants, not `disabled:`.
 */
export function focusableDisabled<E extends { preventDefault(): void }>(
  disabled: boolean,
  onClick?: (event: E) => void,
): { "aria-disabled": true | undefined; onClick: (event: E) => void } {
  return {
    "aria-disabled": disabled || undefined,
    onClick(event) {
      if (disabled) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
    },
  };
}
