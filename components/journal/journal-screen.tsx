"use client";

import { lazy, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useOpenRequest } from "@/components/search/open-target";
import { Plus } from "@/components/ui/icons";
import { PageHeading } from "@/components/layout/page-heading";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  CATEGORIES,
  DEFAULT_CATEGORY,
  categoryLabel,
  isCategory,
  type Category,
} from "@/lib/categories";
import { apiJson, serverMessage } from "@/lib/api/client";
import type { OutboxKind } from "@/lib/offline/outbox-store";
import { PendingWrites, useOnSynced } from "@/components/offline/pending-writes";
import { whenIdle } from "@/components/ui/deferred-loading";
import type { JournalDto } from "@/lib/journal/shapes";
import { namesInForce, type SettingsDto } from "@/lib/settings/shapes";
import { MountWhen } from "@/components/ui/mount-when";
import type { EntryDialogMode } from "./journal-entry-dialog";
import { JournalEntryList } from "./journal-entry-list";
import { useJournalTasks } from "./use-journal-tasks";

// Each dialog (Radix Dialog, Select, the form library) loads the first time it opens.
const JournalEntryDialog = lazy(() =>
  import("./journal-entry-dialog").then((m) => ({ default: m.JournalEntryDialog })),
);
const DeleteEntryDialog = lazy(() =>
  import("./delete-entry-dialog").then((m) => ({ default: m.DeleteEntryDialog })),
);
const TaskDraftsDialog = lazy(() =>
  import("./task-drafts-dialog").then((m) => ({ default: m.TaskDraftsDialog })),
);
const TasksCreatedDialog = lazy(() =>
  import("./tasks-created-dialog").then((m) => ({ default: m.TasksCreatedDialog })),
);
const PremiumRequiredDialog = lazy(() =>
  import("@/components/billing/premium-required-dialog").then((m) => ({
    default: m.PremiumRequiredDialog,
  })),
);

function byArea(entries: JournalDto[]): Record<Category, JournalDto[]> {
  const groups = Object.fromEntries(CATEGORIES.map((c) => [c, [] as JournalDto[]])) as Record<
    Category,
    JournalDto[]
  >;
  for (const e of entries) groups[isCategory(e.category) ? e.category : DEFAULT_CATEGORY].push(e);
  return groups;
}

const LOAD_FAILED_HINT = "Please try again later";

/** The life area the journal was last on, in this browser, and when it was chosen. */
const JOURNAL_AREA_KEY = "balance.journalArea";
const noSubscription = () => () => {};

/** `{ area, at }` as stored; an older bare area name counts as chosen long ago. */
function readStoredArea(raw: string | null): { area: Category; at: string } | null {
  if (!raw) return null;
  if (isCategory(raw)) return { area: raw, at: "" };
  try {
    const v = JSON.parse(raw) as { area?: unknown; at?: unknown };
    if (isCategory(v.area) && typeof v.at === "string") return { area: v.area, at: v.at };
  } catch {
    // Not ours: ignored.
  }
  return null;
}

/**
 * The selected area (issue 47 item 10): the one chosen here; else the area of the newest entry,
 * unless an area was chosen in this browser after that entry was written (then that one, where
 * the person left off). With neither, Personal Growth. The server knows only the entries, so it
 * renders the newest entry's area and the browser switches after hydration without a mismatch.
 */
function useJournalArea(newest: JournalDto | undefined) {
  const stored = useSyncExternalStore(
    noSubscription,
    () => localStorage.getItem(JOURNAL_AREA_KEY),
    () => null,
  );
  const [chosen, setChosen] = useState<Category | null>(null);
  const last = readStoredArea(stored);
  const newestArea = newest && isCategory(newest.category) ? newest.category : null;
  const opened =
    last && (!newest || last.at > newest.createdAt) ? last.area : (newestArea ?? last?.area);
  const area: Category = chosen ?? opened ?? DEFAULT_CATEGORY;
  const choose = (c: Category) => {
    setChosen(c);
    try {
      localStorage.setItem(
        JOURNAL_AREA_KEY,
        JSON.stringify({ area: c, at: new Date().toISOString() }),
      );
    } catch {
      // Storage full or disabled: the choice still holds for this visit.
    }
  };
  return [area, choose] as const;
}

/** The entry list as the page got it from the server, kept in state as entries change here. */
function useEntries(initial: JournalDto[] | null) {
  const [entries, setEntries] = useState(initial ?? []);
  const [loadError, setLoadError] = useState<string | null>(initial ? null : LOAD_FAILED_HINT);
  const retry = async () => {
    try {
      setEntries(await apiJson<JournalDto[]>("GET", "/api/journals"));
      setLoadError(null);
    } catch (err) {
      setLoadError(serverMessage(err, LOAD_FAILED_HINT));
    }
  };
  const saved = (entry: JournalDto) =>
    setEntries((list) =>
      list.some((e) => e.id === entry.id)
        ? list.map((e) => (e.id === entry.id ? entry : e))
        : [entry, ...list],
    );
  const deleted = (id: number) => setEntries((list) => list.filter((e) => e.id !== id));
  // Undo puts an entry back in its place in the newest-first list.
  const restored = (entry: JournalDto) =>
    setEntries((list) =>
      [...list.filter((e) => e.id !== entry.id), entry].sort(
        (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
      ),
    );
  return { entries, loadError, retry, saved, deleted, restored };
}

const JOURNAL_KINDS: OutboxKind[] = ["journal"];

type Props = { initialEntries: JournalDto[] | null; settings: SettingsDto | null };

/** My Journal (spec §2): one tab per life area, entries, and the entry and task dialogs. */
export function JournalScreen({ initialEntries, settings }: Props) {
  const journals = useEntries(initialEntries);
  const hasPremium = settings?.hasPremium ?? false;
  const label = (category: string) => categoryLabel(category, namesInForce(settings));
  const tasks = useJournalTasks();
  const groups = useMemo(() => byArea(journals.entries), [journals.entries]);
  // The list is newest first; the first entry of the page's list is the newest.
  const [tab, setTab] = useJournalArea(initialEntries?.[0]);
  const [entryDialog, setEntryDialog] = useState<EntryDialogMode | null>(null);
  const [deleting, setDeleting] = useState<JournalDto | null>(null);

  const newEntry = () => setEntryDialog({ kind: "new", category: tab });
  // Entries written offline reached the server: show them in the list.
  useOnSynced(JOURNAL_KINDS, () => void journals.retry());
  // The installed app's "New journal entry" shortcut opens /notebook?new=entry.
  const [shortcutTab] = useState(tab);
  useEffect(() => {
    if (new URLSearchParams(location.search).get("new") !== "entry") return;
    return whenIdle(() => setEntryDialog({ kind: "new", category: shortcutTab }));
  }, [shortcutTab]);

  // The command palette opens an entry: its area's tab, scrolled to it and focused (read out).
  useOpenRequest("entry", (id) => {
    const entry = journals.entries.find((e) => e.id === id);
    if (!entry) return;
    if (isCategory(entry.category)) setTab(entry.category);
    setTimeout(() => {
      const card = document.getElementById(`journal-entry-${id}`);
      card?.scrollIntoView({ block: "center" });
      card?.focus({ preventScroll: true });
    }, 50);
  });

  return (
    <>
      <PageHeading
        title="My Journal"
        subtitle="Reflect on each area of your life and turn your thoughts into tasks."
        actions={
          <Button type="button" onClick={newEntry}>
            <Plus aria-hidden />
            New Entry
          </Button>
        }
      />
      <PendingWrites kinds={JOURNAL_KINDS} label="Journal entries waiting to sync" />
      <Tabs value={tab} onValueChange={(v) => isCategory(v) && setTab(v)} className="gap-4">
        <TabsList
          aria-label="Life areas"
          // Two columns on a phone: a quarter of 390 px cannot hold "Environment" and its count.
          className="grid h-auto w-full grid-cols-2 gap-1 sm:grid-cols-4 lg:grid-cols-8"
        >
          {CATEGORIES.map((c) => (
            <TabsTrigger
              key={c}
              value={c}
              // How many entries each area holds (issue 47 item 10), read out with the name.
              aria-label={`${label(c)}, ${groups[c].length} ${groups[c].length === 1 ? "entry" : "entries"}`}
              className="h-auto min-h-9 px-1 py-1.5 text-xs whitespace-normal sm:text-sm"
            >
              {label(c)}
              <span className="ml-1 text-muted-foreground tabular-nums" aria-hidden>
                {groups[c].length}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {CATEGORIES.map((c) => (
          <TabsContent key={c} value={c}>
            {journals.loadError ? (
              <div className="rounded-xl border border-destructive/40 p-6 text-center">
                <p className="font-medium text-destructive">Failed to load journal entries</p>
                <p className="mt-1 text-sm text-muted-foreground">{journals.loadError}</p>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="mt-4"
                  onClick={() => void journals.retry()}
                >
                  Try again
                </Button>
              </div>
            ) : (
              <JournalEntryList
                entries={groups[c]}
                hasPremium={hasPremium}
                extractingId={tasks.extractingId}
                onCreate={newEntry}
                onExtract={tasks.extract}
                onManual={tasks.openManual}
                onEdit={(entry) => setEntryDialog({ kind: "edit", entry })}
                onDelete={setDeleting}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>

      <MountWhen when={entryDialog !== null}>
        <JournalEntryDialog
          mode={entryDialog}
          label={label}
          onClose={() => setEntryDialog(null)}
          onSaved={(entry) => {
            journals.saved(entry);
            // Show the saved entry where it now lives.
            if (isCategory(entry.category)) setTab(entry.category);
          }}
        />
      </MountWhen>
      <MountWhen when={deleting !== null}>
        <DeleteEntryDialog
          entry={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={journals.deleted}
          onRestored={journals.restored}
        />
      </MountWhen>
      <MountWhen when={tasks.drafts !== null}>
        <TaskDraftsDialog
          drafts={tasks.drafts}
          error={tasks.formError}
          saving={tasks.saving}
          label={label}
          onRowsChange={tasks.setRows}
          onCancel={tasks.cancel}
          onSave={tasks.submit}
        />
      </MountWhen>
      <MountWhen when={tasks.created !== null}>
        <TasksCreatedDialog tasks={tasks.created} label={label} onClose={tasks.closeCreated} />
      </MountWhen>
      <MountWhen when={tasks.premiumOpen}>
        <PremiumRequiredDialog
          open={tasks.premiumOpen}
          onOpenChange={tasks.setPremiumOpen}
          description="AI task extraction from journal entries is a premium feature. Upgrade to Premium to turn your entries into tasks automatically, or create tasks manually for free."
        />
      </MountWhen>
    </>
  );
}
