// @vitest-environment jsdom
// Ctrl+K and typing at once, before the palette's code has arrived: the keys are the search's
// text (shown while it loads), never the New Task field's or a page shortcut's, and the palette
// opens with that text and the caret after it. The palette is the real one; only its arrival is
// held back (a gate on its module), and the network and the router are replaced.
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

let release: () => void = () => {};
let gate = Promise.resolve();

vi.mock("@/components/search/command-palette", async (importOriginal) => {
  await gate;
  return importOriginal();
});
vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn() }),
  usePathname: () => "/",
}));

const empty = { tasks: [], journals: [], boards: [], events: [] };
let shortcuts: string[] = [];
/** A page shortcut as the dashboard's are: a plain key, on window, after the launcher's own. */
const onShortcut = (e: KeyboardEvent) => {
  if (!e.ctrlKey) shortcuts.push(e.key);
};

beforeEach(() => {
  gate = new Promise<void>((resolve) => (release = resolve));
  shortcuts = [];
  window.addEventListener("keydown", onShortcut);
  Element.prototype.scrollIntoView = vi.fn();
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  // The palette's theme action reads the system's preference.
  vi.stubGlobal("matchMedia", () => ({
    matches: false,
    addEventListener() {},
    removeEventListener() {},
  }));
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(empty)),
  );
});

afterEach(() => {
  release();
  cleanup();
  window.removeEventListener("keydown", onShortcut);
  vi.unstubAllGlobals();
});

/**
 * The page behind: a focused New Task field, as on the dashboard. The launcher is imported afresh
 * each time, so its palette has never loaded yet.
 */
async function renderPage() {
  vi.resetModules();
  const { SearchLauncher } = await import("@/components/search/search-launcher");
  render(
    <>
      <input aria-label="New Task" />
      <SearchLauncher />
    </>,
  );
  const field = screen.getByLabelText("New Task");
  field.focus();
  return field;
}

/** A key press on whatever has focus; false when something kept it from its default. */
const press = (key: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, ...init });

describe("the search palette while its code loads", () => {
  it("takes what is typed as its text and opens with it, the caret after it", async () => {
    const field = await renderPage();
    press("k", { ctrlKey: true });
    expect(screen.getByTestId("palette-opening")).toHaveProperty("textContent", "Search…");

    const landed = [..."settx"].map((key) => press(key));
    expect(press("Backspace")).toBe(false);
    expect(landed).toEqual([false, false, false, false, false]); // none reached the field
    expect(shortcuts).toEqual([]); // nor a page shortcut
    expect(screen.getByTestId("palette-opening").textContent).toBe("sett");
    expect(document.activeElement).toBe(field);

    await act(async () => release());
    const input = await screen.findByRole("combobox");
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input).toHaveProperty("value", "sett");
    expect(screen.queryByTestId("palette-opening")).toBeNull();
    // Radix would have selected the text, so the next key replaced it; the caret is at the end.
    expect((input as HTMLInputElement).selectionStart).toBe(4);
    expect((input as HTMLInputElement).selectionEnd).toBe(4);

    // From here on the keys are the field's own: the launcher no longer takes them.
    expect(press("i")).toBe(true);

    // Ctrl+K closes it, and opening it again starts a new search.
    press("k", { ctrlKey: true });
    press("k", { ctrlKey: true });
    await waitFor(() => expect(screen.getByRole("combobox")).toHaveProperty("value", ""));
  });

  it("swallows Enter and closes on Escape while it loads", async () => {
    const field = await renderPage();
    const submitted = vi.fn();
    field.addEventListener("keydown", (e) => e.key === "Enter" && submitted());
    press("k", { ctrlKey: true });
    press("p");
    expect(press("Enter")).toBe(false);
    expect(submitted).not.toHaveBeenCalled();
    press("Escape");
    expect(screen.queryByTestId("palette-opening")).toBeNull();

    // Closed: keys belong to the page again, and the next opening starts empty.
    expect(press("q")).toBe(true);
    expect(shortcuts).toEqual(["q"]);
    press("k", { ctrlKey: true });
    expect(screen.getByTestId("palette-opening").textContent).toBe("Search…");
    await act(async () => release());
    const input = await screen.findByRole("combobox");
    expect(input).toHaveProperty("value", "");
  });

  it("leaves keys with modifiers alone: Ctrl+K again closes it", async () => {
    await renderPage();
    press("k", { ctrlKey: true });
    expect(press("a", { ctrlKey: true })).toBe(true);
    press("k", { ctrlKey: true });
    expect(screen.queryByTestId("palette-opening")).toBeNull();
  });
});
