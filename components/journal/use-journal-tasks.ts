"use client";
// The task flows of an entry (spec §4 "Journal extraction"): AI extraction → review → save, or a
// manual list → save; then the success dialog. Premium refusal opens the upgrade dialog. The
// requests themselves live in journal-task-flows.ts, loaded on first use.
import { useState } from "react";
import { serverMessage } from "@/lib/api/client";
import { DEFAULT_CATEGORY, isCategory, type Category } from "@/lib/categories";
import { EXTRACTION_FAILED } from "@/components/journal/extraction-errors";
import { NO_TASKS_FOUND, NO_TASKS_GIVEN, type JournalDto } from "@/lib/journal/shapes";
import type { TaskDto } from "@/lib/tasks/schemas";
import { toast } from "@/components/ui/use-toast";
import { newRow, rowsToSend, type TaskRow } from "./task-rows";

export type DraftsState = { kind: "review" | "manual"; entry: JournalDto; rows: TaskRow[] };

const areaOf = (entry: JournalDto): Category =>
  isCategory(entry.category) ? entry.category : DEFAULT_CATEGORY;
const loadFlows = () => import("./journal-task-flows");

export function useJournalTasks() {
  const [drafts, setDrafts] = useState<DraftsState | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<TaskDto[] | null>(null);
  const [premiumOpen, setPremiumOpen] = useState(false);
  const [extractingId, setExtractingId] = useState<number>();
  const [saving, setSaving] = useState(false);

  const extract = async (entry: JournalDto) => {
    setExtractingId(entry.id);
    const notice = toast({
      title: "Processing Journal",
      description: "Looking for actionable tasks in your entry...",
    });
    try {
      const result = await (await loadFlows()).extractTaskRows(entry.id, areaOf(entry));
      if (result.kind === "premium") {
        notice.dismiss();
        setPremiumOpen(true);
      } else if (result.kind === "none") {
        toast({ title: "No Tasks Found", description: NO_TASKS_FOUND });
      } else {
        notice.dismiss();
        setFormError(null);
        setDrafts({ kind: "review", entry, rows: result.rows });
      }
    } catch (err) {
      const description = (err instanceof Error && err.message) || EXTRACTION_FAILED;
      toast({ title: "Task Extraction Failed", description, variant: "destructive" });
    } finally {
      setExtractingId((id) => (id === entry.id ? undefined : id));
    }
  };

  const save = async (state: DraftsState) => {
    setSaving(true);
    try {
      const tasks = await (await loadFlows()).saveTaskRows(state.entry.id, state.rows);
      setDrafts(null);
      setCreated(tasks);
      toast({
        title: "Tasks Created",
        description: `${tasks.length} task${tasks.length === 1 ? " was" : "s were"} added to your list.`,
      });
    } catch (err) {
      toast({
        title: "Error",
        description: serverMessage(err, "Failed to create tasks"),
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  };

  return {
    drafts,
    formError,
    created,
    premiumOpen,
    setPremiumOpen,
    extractingId,
    saving,
    extract: (entry: JournalDto) => void extract(entry),
    /** Manual creation starts with one empty row in the entry's own area. */
    openManual: (entry: JournalDto) => {
      setFormError(null);
      setDrafts({ kind: "manual", entry, rows: [newRow(areaOf(entry))] });
    },
    setRows: (rows: TaskRow[]) => setDrafts((d) => (d ? { ...d, rows } : d)),
    cancel: () => setDrafts(null),
    submit: () => {
      if (!drafts || saving) return;
      if (rowsToSend(drafts.rows).length === 0) return setFormError(NO_TASKS_GIVEN);
      setFormError(null);
      void save(drafts);
    },
    closeCreated: () => setCreated(null),
  };
}
