// The header's pages are one list (components/layout/destinations.ts): each is a real page, and the
// palette offers "Go to" each of them (Goals and Refer & Earn were missing while the palette kept
// a list of its own).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { DESTINATIONS } from "@/components/layout/destinations";
import { paletteActions } from "@/components/search/palette-actions";

const pageFile = (href: string) =>
  path.join(process.cwd(), "app", "(app)", href.slice(1), "page.tsx");

describe("the header's destinations", () => {
  it("are pages of the signed-in app, each once", () => {
    for (const d of DESTINATIONS) expect(fs.existsSync(pageFile(d.href)), d.href).toBe(true);
    expect(new Set(DESTINATIONS.map((d) => d.href)).size).toBe(DESTINATIONS.length);
    expect(new Set(DESTINATIONS.map((d) => d.item)).size).toBe(DESTINATIONS.length);
  });

  it("are each a palette action that closes the palette and goes there", () => {
    const close = vi.fn();
    const push = vi.fn();
    const actions = paletteActions({
      close,
      push,
      pathname: "/settings",
      resolvedTheme: "light",
      taskAtOpen: null,
    });
    const goTo = actions.filter((a) => a.label.startsWith("Go to "));
    expect(goTo.map((a) => a.label)).toEqual([
      "Go to My Tasks",
      "Go to Journal",
      "Go to Insights",
      "Go to Goals",
      "Go to Vision Board",
      "Go to Refer & Earn",
      "Go to Settings",
    ]);
    for (const [i, a] of goTo.entries()) {
      a.run();
      expect(push).toHaveBeenLastCalledWith(DESTINATIONS[i]!.href);
    }
    expect(close).toHaveBeenCalledTimes(goTo.length);
    expect(new Set(actions.map((a) => a.id)).size).toBe(actions.length);
  });
});
