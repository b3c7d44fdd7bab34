"use client";
// Keys typed while the palette is opening: its code is fetched on first use, and Radix focuses its
// field a render after it mounts. Until that field has focus, a key would otherwise land in
// whatever had focus before (the New Task field) or fire a page shortcut ("q", "j"), and the
// palette would open empty. So while it opens, printable keys and Backspace edit the search text
// here, before anything else on the page sees them; Enter is swallowed (there is nothing to pick
// yet, and it must not submit the field behind) and Escape closes.
import { useEffect, type Dispatch, type SetStateAction } from "react";

/** The palette's own field (cmdk marks it): once it has focus, keys are its own. */
const PALETTE_FIELD = "[cmdk-input]";

/** Active while the palette is open; a no-op once its field has the focus. */
export function useTypeAhead(
  open: boolean,
  setText: Dispatch<SetStateAction<string>>,
  close: () => void,
) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing) return;
      if (document.activeElement?.matches(PALETTE_FIELD)) return;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if ([...e.key].length === 1) setText((t) => t + e.key);
      else if (e.key === "Backspace") setText((t) => [...t].slice(0, -1).join(""));
      else if (e.key === "Escape") close();
      else if (e.key !== "Enter") return;
      e.preventDefault();
      e.stopPropagation();
    };
    // Capture on window: the first listener of all, ahead of the shortcuts' and the field's.
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, [open, setText, close]);
}
