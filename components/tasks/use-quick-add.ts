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
let loaded = false;
const loadParser = () => {
  // The estimate chip's code comes with the parser: a duration can only show once it has loaded.
  void import("./estimate-chip").catch(() => undefined);
  void import("./reading-highlights").catch(() => undefined);
  parserPromise ??= import("@/lib/quick-add/duration").then(
    (parser) => {
      loaded = true;
      return parser;
    },
    (err: unknown) => {
      parserPromise = null; // a failed chunk load: try again on the next keystroke
      throw err;
    },
  );
  return parserPromise;
};

/** Whether the parser has loaded (the words typed so far have been read). */
export const parserLoaded = () => loaded;

/** Resolves once the parser has loaded: true, or false when its code could not be fetched. */
export const whenParserLoaded = (): Promise<boolean> =>
  loadParser().then(
    () => true,
    () => false,
  );

/**
 * What the text says about dates and duration, or null when it names none (or the parser is not
 * loaded yet). A duration phrase in `keptDurations` (its chip was removed) stays in the words.
 */
export function useQuickAdd(
  text: string,
  now: WallClock,
  keptDurations: readonly string[] = [],
): TimedQuickAdd | null {
  const [parser, setParser] = useState<Parsers | null>(null);
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
  if (!parser || text.trim() === "") return null;
  let found = parser.parseQuickAddTimed(text, now);
  if (found.estimateMatched && keptDurations.includes(found.estimateMatched)) {
    found = parser.parseQuickAddKeeping(text, now, found.estimateMatched);
  }
  return found.dueDate || found.isPriority || found.estimateMinutes ? found : null;
}
