// @vitest-environment jsdom
// The vision-board canvas: where a new item goes (the first free spot in the part of the canvas
// the user can see, issue 22), how far the canvas grows, and moving an item with the pointer or
// the arrow keys (kept inside the canvas, saved on release). jsdom has no layout, so the sizes a
// browser would compute (offset*, client*, getBoundingClientRect) are given from the items' own
// left/top; everything else is the real component.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BoardCanvas, type BoardCanvasHandle } from "@/components/vision-board/board-canvas";
import type { VisionBoardItemDto } from "@/lib/vision-boards/schemas";

const VIEW = { width: 1000, height: 800 };
/** The canvas's place in the window: scrolled down by `scrolledY`, `scrolledX` sideways. */
let scrolledY = 0;
let scrolledX = 0;

beforeEach(() => {
  scrolledY = 0;
  scrolledX = 0;
  const px = (v: string) => Number.parseFloat(v) || 0;
  const isItem = (el: HTMLElement) => el.dataset.testid === "canvas-item";
  // An item is drawn where its style says, 200 px wide and 260 px tall (picture and caption).
  vi.spyOn(HTMLElement.prototype, "offsetLeft", "get").mockImplementation(function (
    this: HTMLElement,
  ) {
    return px(this.style.left);
  });
  vi.spyOn(HTMLElement.prototype, "offsetTop", "get").mockImplementation(function (
    this: HTMLElement,
  ) {
    return px(this.style.top);
  });
  vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockImplementation(function (
    this: HTMLElement,
  ) {
    return isItem(this) ? 200 : 0;
  });
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockImplementation(function (
    this: HTMLElement,
  ) {
    return isItem(this) ? 260 : 0;
  });
  // The scroller and the canvas are as wide as the window's content.
  vi.spyOn(Element.prototype, "clientWidth", "get").mockReturnValue(VIEW.width);
  vi.spyOn(Element.prototype, "scrollLeft", "get").mockImplementation(() => scrolledX);
  vi.spyOn(window, "innerHeight", "get").mockReturnValue(VIEW.height);
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const height = px((this as HTMLElement).style.height);
    return DOMRect.fromRect({ x: 0, y: -scrolledY, width: VIEW.width, height });
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const item = (id: number, positionX: number, positionY: number): VisionBoardItemDto => ({
  id,
  visionBoardId: 1,
  imageUrl: `/api/images/${id}`,
  description: `Dream ${id}`,
  positionX,
  positionY,
  createdAt: "2026-11-20T10:00:00.000Z",
});

function renderCanvas(items: VisionBoardItemDto[]) {
  const ref = createRef<BoardCanvasHandle>();
  const onMove = vi.fn();
  const onRemove = vi.fn();
  const onAddItem = vi.fn();
  render(
    <BoardCanvas
      ref={ref}
      items={items}
      loading={false}
      onAddItem={onAddItem}
      onMove={onMove}
      onRemove={onRemove}
    />,
  );
  return { place: () => ref.current!.newItemPosition(), onMove, onRemove, onAddItem };
}

const figure = (id: number) =>
  screen.getByRole("figure", { name: `Dream ${id}. Drag, or use the arrow keys, to move it.` });

describe("vision-board canvas: where a new item goes", () => {
  it("an empty board offers Add Item and places the first item at the top left", () => {
    const c = renderCanvas([]);
    fireEvent.click(screen.getByRole("button", { name: "Add Item" }));
    expect(c.onAddItem).toHaveBeenCalledTimes(1);
    expect(c.place()).toEqual({ positionX: 16, positionY: 16 });
  });

  it("items added one after another do not land on each other", () => {
    // The scan steps by 16 px: the first x clear of an item at 16 (16 + 200 + a 16 px gap) is 240.
    expect(renderCanvas([item(1, 16, 16)]).place()).toEqual({ positionX: 240, positionY: 16 });
    cleanup();
    expect(renderCanvas([item(1, 16, 16), item(2, 240, 16)]).place()).toEqual({
      positionX: 464,
      positionY: 16,
    });
  });

  it("a full first row sends the next item to the row below", () => {
    // Four items fill the 1000 px width (a fifth would not fit whole).
    const row = [16, 240, 464, 688].map((x, i) => item(i + 1, x, 16));
    const spot = renderCanvas(row).place();
    expect(spot.positionY).toBeGreaterThanOrEqual(16 + 260 + 16);
    expect(spot.positionX).toBe(16);
  });

  it("on a board scrolled down, the new item goes where the user is looking", () => {
    // A tall board (an item far down makes the canvas 3,000 px high), scrolled by 1,200 px.
    const c = renderCanvas([item(1, 16, 2700)]);
    scrolledY = 1200;
    expect(c.place()).toEqual({ positionX: 16, positionY: 1216 });
  });

  it("on a board scrolled sideways, the new item goes into the visible columns", () => {
    const c = renderCanvas([item(1, 1500, 16)]);
    scrolledX = 600;
    expect(c.place()).toEqual({ positionX: 616, positionY: 16 });
  });
});

describe("vision-board canvas: size and moving items", () => {
  // (Its width, max(100%, …px), is a CSS function jsdom's style parser drops: so it is not checked here.)
  it("the canvas is at least 500 px tall and grows to fit the lowest item", () => {
    renderCanvas([item(1, 40, 900), item(2, 1500, 10)]);
    expect(screen.getByTestId("vision-board-canvas").style.height).toBe(`${900 + 300}px`);
    cleanup();
    renderCanvas([item(1, 0, 0)]);
    expect(screen.getByTestId("vision-board-canvas").style.height).toBe("500px");
  });

  it("dragging an item moves it and saves the new place on release", () => {
    const c = renderCanvas([item(1, 100, 100)]);
    const el = figure(1);
    fireEvent.pointerDown(el, {
      pointerId: 1,
      pointerType: "mouse",
      button: 0,
      clientX: 10,
      clientY: 10,
    });
    fireEvent.pointerMove(el, { pointerId: 1, clientX: 60, clientY: 40 });
    expect(el.style.left).toBe("150px");
    expect(el.style.top).toBe("130px");
    expect(c.onMove).not.toHaveBeenCalled();
    fireEvent.pointerUp(el, { pointerId: 1 });
    expect(c.onMove).toHaveBeenCalledWith(1, 150, 130);
  });

  it("a drag stays inside the canvas: not past its left or top edge, nor its right one", () => {
    const c = renderCanvas([item(1, 100, 100)]);
    const el = figure(1);
    fireEvent.pointerDown(el, {
      pointerId: 1,
      pointerType: "mouse",
      button: 0,
      clientX: 500,
      clientY: 500,
    });
    fireEvent.pointerMove(el, { pointerId: 1, clientX: 0, clientY: 0 });
    expect([el.style.left, el.style.top]).toEqual(["0px", "0px"]);
    fireEvent.pointerMove(el, { pointerId: 1, clientX: 5000, clientY: 600 });
    // The canvas is 1000 px wide and an item 200: its left edge stops at 800.
    expect(el.style.left).toBe("800px");
    fireEvent.pointerUp(el, { pointerId: 1 });
    expect(c.onMove).toHaveBeenCalledWith(1, 800, 200);
  });

  it("a press without a move is a click: nothing is saved; a cancelled drag puts the item back", () => {
    const c = renderCanvas([item(1, 100, 100)]);
    const el = figure(1);
    fireEvent.pointerDown(el, {
      pointerId: 1,
      pointerType: "mouse",
      button: 0,
      clientX: 10,
      clientY: 10,
    });
    fireEvent.pointerMove(el, { pointerId: 1, clientX: 11, clientY: 11 });
    fireEvent.pointerUp(el, { pointerId: 1 });
    expect(c.onMove).not.toHaveBeenCalled();

    fireEvent.pointerDown(el, {
      pointerId: 2,
      pointerType: "mouse",
      button: 0,
      clientX: 10,
      clientY: 10,
    });
    fireEvent.pointerMove(el, { pointerId: 2, clientX: 80, clientY: 80 });
    fireEvent.pointerCancel(el, { pointerId: 2 });
    expect(el.style.left).toBe("100px");
    expect(c.onMove).not.toHaveBeenCalled();
  });

  it("the remove button removes the item and does not start a drag", () => {
    const c = renderCanvas([item(1, 100, 100)]);
    const remove = screen.getByRole("button", { name: "Remove Dream 1" });
    fireEvent.pointerDown(remove, { pointerId: 1, pointerType: "mouse", button: 0 });
    expect(figure(1).dataset.dragging).toBeUndefined();
    fireEvent.click(remove);
    expect(c.onRemove).toHaveBeenCalledWith(1);
  });

  it("arrow keys move a focused item by 10 px (50 with Shift), saved once the keys rest", () => {
    vi.useFakeTimers();
    const c = renderCanvas([item(1, 100, 100)]);
    const el = figure(1);
    fireEvent.keyDown(el, { key: "ArrowRight" });
    fireEvent.keyDown(el, { key: "ArrowRight" });
    fireEvent.keyDown(el, { key: "ArrowDown", shiftKey: true });
    expect([el.style.left, el.style.top]).toEqual(["120px", "150px"]);
    act(() => {
      vi.advanceTimersByTime(399);
    });
    expect(c.onMove).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(c.onMove).toHaveBeenCalledTimes(1);
    expect(c.onMove).toHaveBeenCalledWith(1, 120, 150);
  });
});
