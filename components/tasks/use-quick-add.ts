"use client";
// Recognises a date in the New Task field while the user types ("Call mom tomorrow at 5pm"), as
// Todoist's quick add does. The parser (chrono-node and rrule, the same code as the offline
// engine's POST /api/tasks/parse) loads on the first keystroke, not with the page, and then runs
// in the browser: no request per keystroke, and it works offline.
import { useEffect, useRef, useState } from "react";
import type { QuickAdd } from "@/lib/ai/local/quick-add";
import type { PlannerNow } from "./planner-clock";

type Parser = (text: string, now: { date: string; time: string }) => QuickAdd;

let parserPromise: Promise<Parser> | null = null;
const loadParser = () => {
  parserPromise ??= import("@/lib/ai/local/quick-add").then((m) => m.parseQuickAdd).catch((err: unknown) => {
    parserPromise = null; // a failed chunk load: try again on the next keystroke
    throw err;
  });
  return parserPromise;
};

/** What the text says about dates, or null when it names none (or the parser is not loaded yet). */
export function useQuickAdd(text: string, now: PlannerNow): QuickAdd | null {
  const [parser, setParser] = useState<Parser | null>(null);
  const wanted = useRef(false);
  useEffect(() => {
    if (parser || wanted.current || text.trim() === "") return;
    wanted.current = true;
    loadParser()
      .then((p) => setParser(() => p))
      .catch(() => {
        wanted.current = false;
      });
  }, [parser, text]);
  if (!parser || text.trim() === "") return null;
  const found = parser(text, now);
  return found.dueDate || found.isPriority ? found : null;
}
