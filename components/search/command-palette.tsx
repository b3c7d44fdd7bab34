"use client";
// The command palette (issue 29): search results from GET /api/search grouped by kind (calendar
// events too, issue 44: their day, time and calendar; Enter opens the day among the tasks), plus
// actions. Loaded on first use by search-launcher.tsx; cmdk gives the combobox/listbox roles and
// arrow-key navigation, and a live region tells screen readers how many results there are.
import { useEffect, useRef, useState } from "react";
import { usePathname, useRouter } from "next/navigation";
import { BookOpen, CalendarDays, CheckSquare, ImageIcon } from "@/components/ui/icons";
import {
  CommandDialog,
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from "@/components/ui/command";
import { apiJson } from "@/lib/api/client";
import { useTheme } from "@/components/theme/use-theme";
import type { BoardHit, EventHit, JournalHit, SearchResults, TaskHit } from "@/lib/search/shapes";
import { dayLabel, shortDate, weekdayName } from "@/lib/time/day-labels";
import { DAY_PAGE, PAGE_OF, requestOpen, requestOpenDay, type OpenKind } from "./open-target";
import { Snippet } from "./snippet";
import { paletteActions } from "./palette-actions";
import { focusedTask } from "@/components/timer/timer-actions";

const PALETTE_LIMIT = 5;
const DEBOUNCE_MS = 150;
const EMPTY: SearchResults = { tasks: [], journals: [], boards: [], events: [] };

/** The browser's today, read from the Date's own fields (no Intl), for the events' day words. */
function browserToday(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** "Tomorrow · Tue 1 Dec · 14:00 · Work", "12 Jan 2027 · Tue · All day · Family". */
function eventWhen(e: EventHit, today: string): string {
  const label = dayLabel(e.date, today);
  const date = shortDate(e.date, today);
  const day =
    label === date
      ? `${date} · ${weekdayName(e.date)}`
      : `${label} · ${weekdayName(e.date)} ${date}`;
  return `${day} · ${e.allDay ? "All day" : e.start} · ${e.calendarName}`;
}

type Props = {
  open: boolean;
  /** The search text, held by the launcher: keys typed while this code loaded are already in it. */
  query: string;
  onQueryChange: (query: string) => void;
  onOpen: () => void;
  /** Closes the palette and clears its text. */
  onClose: () => void;
};

/** Results for what is typed, a short moment after typing stops; older answers never overwrite newer ones. */
function useSearch(q: string) {
  const [state, setState] = useState<{ q: string; results: SearchResults; loading: boolean }>({
    q: "",
    results: EMPTY,
    loading: false,
  });
  useEffect(() => {
    const text = q.trim();
    if (!text) return;
    let live = true;
    const timer = setTimeout(() => {
      setState((s) => ({ ...s, loading: true }));
      apiJson<SearchResults>(
        "GET",
        `/api/search?q=${encodeURIComponent(text.slice(0, 200))}&limit=${PALETTE_LIMIT}`,
      ).then(
        (results) => live && setState({ q: text, results, loading: false }),
        () => live && setState({ q: text, results: EMPTY, loading: false }),
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q]);
  // Results of another text (still arriving for this one) are never shown: Enter could open them.
  const text = q.trim();
  if (!text) return { q: "", results: EMPTY, loading: false };
  return state.q === text ? state : { q: text, results: EMPTY, loading: true };
}

export default function CommandPalette({
  open,
  query: q,
  onQueryChange: setQ,
  onOpen,
  onClose: close,
}: Props) {
  const field = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const pathname = usePathname();
  const { resolvedTheme } = useTheme();
  const { results, loading } = useSearch(q);
  // The task row focused when the palette opened (read before the palette takes the focus).
  const [taskAtOpen, setTaskAtOpen] = useState(() => (open ? focusedTask() : null));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setTaskAtOpen(focusedTask());
  }

  // A found task or entry takes the focus on its page (its edit dialog, its card). Radix gives the
  // focus back to what had it before the palette once its closing animation ends, which can be
  // after the row took it: a palette that hands the focus on does not give it back. (A board and a
  // day take no focus: it comes back to the search as on Escape.)
  const handingOn = useRef(false);
  const openRow = (kind: OpenKind, id: number) => {
    handingOn.current = kind === "task" || kind === "entry";
    close();
    if (pathname === PAGE_OF[kind]) requestOpen(kind, id);
    else router.push(`${PAGE_OF[kind]}?open=${kind}-${id}`);
  };
  const openDay = (day: string) => {
    close();
    if (pathname === DAY_PAGE) requestOpenDay(day);
    else router.push(`${DAY_PAGE}?open=day-${day}`);
  };
  const actions = paletteActions({
    close,
    push: (href) => router.push(href),
    pathname,
    resolvedTheme,
    taskAtOpen,
  });
  const words = q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shownActions = actions.filter((a) => words.every((w) => a.label.toLowerCase().includes(w)));
  const found =
    results.tasks.length + results.journals.length + results.boards.length + results.events.length;
  const today = browserToday();
  // The highlighted row: the first one whenever the text or the results change (cmdk would keep a
  // row that typing has just filtered away, and Enter would run it), else where the arrows put it.
  const values = [
    ...results.tasks.map((t) => `task-${t.id}`),
    ...results.journals.map((j) => `entry-${j.id}`),
    ...results.boards.map((b) => `board-${b.id}`),
    ...results.events.map((e) => `event-${e.seriesId}`),
    ...shownActions.map((a) => `action-${a.id}`),
  ];
  const stamp = `${q}|${values.join(",")}`;
  const [picked, setPicked] = useState({ stamp: "", value: "" });
  const selected =
    picked.stamp === stamp && values.includes(picked.value) ? picked.value : (values[0] ?? "");

  return (
    <CommandDialog
      open={open}
      onOpenChange={(o) => (o ? onOpen() : close())}
      onOpenAutoFocus={(e) => {
        // Radix would focus the field with its text selected, and the next key would replace what
        // was typed while the palette loaded: the caret goes after it instead.
        const el = field.current;
        if (!el) return;
        e.preventDefault();
        el.focus();
        el.setSelectionRange(el.value.length, el.value.length);
      }}
      onCloseAutoFocus={(e) => {
        if (handingOn.current) e.preventDefault();
        handingOn.current = false;
      }}
      title="Search"
      description="Search tasks, journal entries, vision boards and calendar events, or run an action"
    >
      {/* Results come from the server already ranked: cmdk must not filter or re-sort them. */}
      <Command
        shouldFilter={false}
        label="Search and actions"
        value={selected}
        onValueChange={(value) => setPicked({ stamp, value })}
      >
        <CommandInput
          ref={field}
          placeholder="Search tasks, entries, boards, events… or type a command"
          value={q}
          onValueChange={setQ}
          aria-label="Search"
        />
        <p className="sr-only" aria-live="polite" role="status">
          {q.trim() && !loading
            ? `${found} ${found === 1 ? "result" : "results"}, ${shownActions.length} actions`
            : ""}
        </p>
        <CommandList>
          <CommandEmpty>{loading ? "Searching…" : "Nothing found."}</CommandEmpty>
          {results.tasks.length > 0 && (
            <CommandGroup heading="Tasks">
              {results.tasks.map((t: TaskHit) => (
                <CommandItem
                  key={`task-${t.id}`}
                  value={`task-${t.id}`}
                  onSelect={() => openRow("task", t.id)}
                  data-testid="palette-task"
                >
                  <CheckSquare aria-hidden />
                  <span className="flex min-w-0 flex-col">
                    <span
                      className={
                        t.completed ? "truncate text-muted-foreground line-through" : "truncate"
                      }
                    >
                      {t.description}
                    </span>
                    <Snippet html={t.snippet} />
                  </span>
                </CommandItem>
              ))}
            </CommandGroup>
          )}
          {results.journals.length > 0 && (
            <CommandGroup heading="Journal entries">
              {results.journals.map((j: JournalHit) => (
                <CommandItem
                  key={`entry-${j.id}`}
                  value={`entry-${j.id}`}
                  onSelect={() => openRow("entry", j.id)}
                  data-testid="palette-entry"
                >
                  <BookOpen aria-hidden />
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate">{j.title}</span>
                    <Snippet html={j.snippet} />
                  </span>
                </CommandItem>
              ))}
            </CommandGroup>
          )}
          {results.boards.length > 0 && (
            <CommandGroup heading="Vision boards">
              {results.boards.map((b: BoardHit) => (
                <CommandItem
                  key={`board-${b.id}`}
                  value={`board-${b.id}`}
                  onSelect={() => openRow("board", b.id)}
                  data-testid="palette-board"
                >
                  <ImageIcon aria-hidden />
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate">{b.title}</span>
                    <Snippet html={b.snippet} />
                  </span>
                </CommandItem>
              ))}
            </CommandGroup>
          )}
          {results.events.length > 0 && (
            <CommandGroup heading="Calendar events">
              {results.events.map((e: EventHit) => (
                <CommandItem
                  key={`event-${e.seriesId}`}
                  value={`event-${e.seriesId}`}
                  onSelect={() => openDay(e.date)}
                  data-testid="palette-event"
                >
                  <CalendarDays aria-hidden style={{ color: e.color }} />
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate">{e.title}</span>
                    <span className="truncate text-xs text-muted-foreground">
                      {eventWhen(e, today)}
                    </span>
                    {e.location && <Snippet html={e.snippet} />}
                  </span>
                </CommandItem>
              ))}
            </CommandGroup>
          )}
          {shownActions.length > 0 && (
            <CommandGroup heading="Actions">
              {shownActions.map((a) => (
                <CommandItem key={a.id} value={`action-${a.id}`} onSelect={a.run}>
                  {a.icon}
                  {a.label}
                </CommandItem>
              ))}
            </CommandGroup>
          )}
        </CommandList>
      </Command>
    </CommandDialog>
  );
}
