import { createElement, createRef, type ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { Slot } from "@/components/ui/slot";

type Props = Record<string, unknown>;
const render = (slotProps: Props, child: ReactElement) =>
  Slot({ ...slotProps, children: child } as never) as ReactElement<Props>;

describe("Slot (asChild)", () => {
  it("renders the child with the slot's props, classes joined and styles merged", () => {
    const out = render(
      {
        className: "btn",
        style: { color: "red", margin: 1 },
        "data-slot": "button",
        title: "slot",
      },
      createElement("a", {
        href: "/x",
        className: "link",
        style: { color: "blue" },
        title: "child",
      }),
    );
    expect(out.type).toBe("a");
    expect(out.props).toMatchObject({
      href: "/x",
      className: "btn link",
      style: { color: "blue", margin: 1 },
      "data-slot": "button",
      title: "child",
    });
  });

  it("runs the child's handler, then the slot's", () => {
    const calls: string[] = [];
    const out = render(
      { onClick: () => calls.push("slot") },
      createElement("a", { onClick: () => calls.push("child") }),
    );
    (out.props.onClick as () => void)();
    expect(calls).toEqual(["child", "slot"]);
  });

  it("sets both refs", () => {
    const slotRef = createRef<HTMLElement>();
    const childRef = vi.fn();
    const out = render({ ref: slotRef }, createElement("a", { ref: childRef }));
    const node = { tag: "a" } as unknown as HTMLElement;
    (out.props.ref as (n: HTMLElement) => void)(node);
    expect(slotRef.current).toBe(node);
    expect(childRef).toHaveBeenCalledWith(node);
  });

  it("renders nothing without a single element child", () => {
    expect(Slot({ children: "text" } as never)).toBeNull();
  });
});
