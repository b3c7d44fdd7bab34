"use client";
// Recognises a date and a duration in the New Task field while the user types ("Call mom tomorrow
// at 5pm", "Run 5k 45m"), as Todoist's quick add does. The parser (chrono-node and rrule, the same
// code as the offline engine's POST /api/tasks/parse) loads on the first keystroke, not with the
// page, and then runs in the browser: no request per keystroke, and it works offline.
import { useEffect, useRef, useState } from "react";
import type { TimedQuickAdd } from "@/lib/quick-add/duration";
import type { WallClock } from "@/lib/quick-add/deadline";

type Parsers = typeof import("@/lib/quick-add/duration");

let parserPromise: Promise<Parsers> | null = null;
// The parser once its code has arrived: a render reads it from here, so a form drawn (or redrawn)
// after that moment reads the words at once, not a render later.
let loadedParser: Parsers | null = null;
const loadParser = () => {
  // The estimate chip's code comes with the parser: a duration can only show once it has loaded.
  void import("./estimate-chip").catch(() => undefined);
  void import("./reading-highlights").catch(() => undefined);
  parserPromise ??= import("@/lib/quick-add/duration").then(
    (parser) => {
      loadedParser = parser;
      return parser;
    },
    (err: unknown) => {
      parserPromise = null; // a failed chunk load: try again on the next keystroke
      throw err;
    },
  );
  return parserPromise;
};

/** Resolves once the parser has loaded: true, or false when its code could not be fetched. */
export const whenParserLoaded = (): Promise<boolean> =>
  loadParser().then(
    () => true,
    () => false,
  );

/** What `useQuickAdd` read: `found` is null when the text names nothing or `ready` is false. */
export interface QuickAddReading {
  found: TimedQuickAdd | null;
  /** Whether this render read the words with the parser: false until its code has arrived. */
  ready: boolean;
}

/**
 * What the text says about dates and duration. A duration phrase in `keptDurations` (its chip was
 * removed) stays in the words. `ready` belongs to the render, not to the module: Add pressed after
 * the parser's code arrived but before the render that used it must still wait for that render
 * (the form's submit reads this render's `found`), or the words are added with the date left in.
 */
export function useQuickAdd(
  text: string,
  now: WallClock,
  keptDurations: readonly string[] = [],
): QuickAddReading {
  const [stateParser, setParser] = useState<Parsers | null>(loadedParser);
  const parser = stateParser ?? loadedParser;
  const wanted = useRef(false);
  useEffect(() => {
    if (parser || wanted.current || text.trim() === "") return;
    wanted.current = true;
    loadParser()
      .then((p) => setParser(p))
      .catch(() => {
        wanted.current = false;
      });
  }, [parser, text]);
  if (!parser) return { found: null, ready: false };
  if (text.trim() === "") return { found: null, ready: true };
  let found = parser.parseQuickAddTimed(text, now);
  if (found.estimateMatched && keptDurations.includes(found.estimateMatched)) {
    found = parser.parseQuickAddKeeping(text, now, found.estimateMatched);
  }
  return {
    found: found.dueDate || found.isPriority || found.estimateMinutes ? found : null,
    ready: true,
  };
}
