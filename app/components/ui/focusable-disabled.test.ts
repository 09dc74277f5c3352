import { describe, expect, it, vi } from "vitest";
import { focusableDisabled } from "./focusable-disabled.ts";

function click() {
  return { preventDefault: vi.fn() };
}

describe("focusableDisabled", () => {
  it("refuses the click and its default action (a form's submission) while disabled", () => {
    const onClick = vi.fn();
    const props = focusableDisabled(true, onClick);
    const event = click();
    props.onClick(event);
    expect(onClick).not.toHaveBeenCalled();
    expect(event.preventDefault).toHaveBeenCalledOnce();
    expect(props["aria-disabled"]).toBe(true);
  });

  it("passes the click on, default action included, when available, and leaves aria-disabled out", () => {
    const onClick = vi.fn();
    const props = focusableDisabled(false, onClick);
    const event = click();
    props.onClick(event);
    expect(onClick).toHaveBeenCalledWith(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(props["aria-disabled"]).toBeUndefined();
  });

  it("lets an available submit button without a handler submit its form", () => {
    const event = click();
    focusableDisabled(false).onClick(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});
