// Where a toast shows (components/ui/toast-place.ts): at the bottom unless that covers what to keep
// clear (the control just used, the wheel's legend) more than the top under the header would.
import { describe, expect, it } from "vitest";
import { bottomToastBox, chooseToastEdge } from "@/components/ui/toast-place";

const desk = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const box = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe("toast placement", () => {
  it("takes the right 420 px on a desktop and the whole width on a phone", () => {
    expect(bottomToastBox(desk.width, desk.height)).toEqual(box(860, 660, 420, 140));
    expect(bottomToastBox(phone.width, phone.height)).toEqual(box(0, 704, 390, 140));
  });

  it("stays at the bottom when nothing is there to keep clear", () => {
    expect(chooseToastEdge(desk, 56, [])).toBe("bottom");
    // A focused field at the top left (the new-task box) is not under a bottom toast.
    expect(chooseToastEdge(desk, 56, [box(40, 170, 260, 40)])).toBe("bottom");
    // On a desktop the bottom left is free: the toast is at the right.
    expect(chooseToastEdge(desk, 56, [box(40, 740, 140, 40)])).toBe("bottom");
  });

  it("goes under the header when the bottom would cover the control just used", () => {
    expect(chooseToastEdge(desk, 56, [box(1100, 740, 130, 40)])).toBe("top");
    // On a phone the toast is as wide as the screen: any control near the bottom counts.
    expect(chooseToastEdge(phone, 56, [box(20, 780, 120, 44)])).toBe("top");
  });

  it("stays at the bottom when the top would cover more (a legend as tall as the screen)", () => {
    expect(chooseToastEdge(phone, 56, [box(0, 40, 390, 800)])).toBe("bottom");
  });
});
