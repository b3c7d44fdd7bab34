"use client";
// The header's search: a button (labelled on a desktop, an icon on a phone), Ctrl+K / ⌘K anywhere,
// and the dashboard's "/" (an event). The palette itself (cmdk, the dialog) is fetched on first use,
// so no page's first JavaScript carries it; hovering or focusing the button starts the download.
// The search text lives here, not in the palette: what is typed while the palette's code loads
// (use-type-ahead.ts) is already its text when it opens.
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { OPEN_SEARCH_EVENT } from "./open-target";
import { useTypeAhead } from "./use-type-ahead";

const load = () => import("./command-palette");
const CommandPalette = lazy(load);

const SearchGlyph = () => (
  <svg
    viewBox="0 0 24 24"
    className="size-4"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden
  >
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </svg>
);

/**
 * Stands where the palette's field will be while its code loads, showing what is typed meanwhile.
 * In a portal: the header is a containing block for fixed boxes (its backdrop blur).
 */
function OpeningPalette({ text }: { text: string }) {
  return createPortal(
    <div className="fixed inset-0 z-50 bg-black/50">
      <div
        role="status"
        aria-label="Opening search"
        data-testid="palette-opening"
        className="mx-auto mt-[15vh] flex h-11 w-[calc(100%-2rem)] items-center gap-2 rounded-lg border bg-background px-3 text-sm shadow-lg sm:max-w-xl"
      >
        <SearchGlyph />
        <span className={text ? "truncate" : "text-muted-foreground"}>{text || "Search…"}</span>
      </div>
    </div>,
    document.body,
  );
}

export function SearchLauncher() {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const close = useCallback(() => {
    setOpen(false);
    setQuery("");
  }, []);
  useTypeAhead(open, setQuery, close);
  const show = () => {
    setWanted(true);
    setOpen(true);
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "k") {
        e.preventDefault();
        setWanted(true);
        setOpen((o) => !o);
        // Closing or opening, the text starts afresh: what is typed next is a new search.
        setQuery("");
      }
    };
    const onOpen = () => show();
    window.addEventListener("keydown", onKey);
    window.addEventListener(OPEN_SEARCH_EVENT, onOpen);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener(OPEN_SEARCH_EVENT, onOpen);
    };
  }, []);
  const button =
    "h-9 items-center gap-2 rounded-md text-sm text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";
  return (
    <>
      <button
        type="button"
        className={`${button} hidden border px-3 md:inline-flex`}
        onClick={show}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        data-testid="search-button"
      >
        <SearchGlyph />
        Search
        <kbd className="rounded border bg-muted px-1 font-mono text-[10px]">Ctrl K</kbd>
      </button>
      <button
        type="button"
        className={`${button} hidden w-9 justify-center min-[360px]:inline-flex md:hidden`}
        onClick={show}
        aria-label="Search"
        aria-haspopup="dialog"
        data-tap
        data-testid="search-icon"
      >
        <SearchGlyph />
      </button>
      {wanted && (
        <Suspense fallback={open ? <OpeningPalette text={query} /> : null}>
          <CommandPalette
            open={open}
            query={query}
            onQueryChange={setQuery}
            onOpen={() => setOpen(true)}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
