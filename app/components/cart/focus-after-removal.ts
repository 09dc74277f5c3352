/** Where the focus goes once the cart holds nothing more: the empty cart's message, in the page or in the drawer. */
const EMPTY_CART = "[data-empty-cart-focus]";

const CONTROL = 'a[href]:not([tabindex="-1"]), button';

/**
 * A line about to leave the cart takes the focus with it, to <body>: a keyboard user would start again from the top
 * of the page. Once it has gone, the focus moves to the next line (or the previous one), or to the empty cart.
 */
export function keepFocusAfterRemoving(line: HTMLElement | null) {
  if (!line?.contains(document.activeElement)) return;
  const neighbour = line.nextElementSibling ?? line.previousElementSibling;
  const dialog = line.closest('[role="dialog"]');
  // After React has removed the line: the store's update renders synchronously, this frame comes after. The focus is
  // then on <body>, or on the drawer itself, where its focus trap puts a focus that was lost.
  requestAnimationFrame(() => {
    const focused = document.activeElement;
    if (line.isConnected || (focused && focused !== document.body && focused !== dialog)) return;
    // The drawer's own empty message when the line was in the drawer, over a cart page that empties too.
    const scope = dialog ?? document;
    const target = neighbour?.querySelector<HTMLElement>(CONTROL) ?? scope.querySelector<HTMLElement>(EMPTY_CART);
    target?.focus();
  });
}
