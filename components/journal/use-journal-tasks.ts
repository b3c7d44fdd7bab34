"use client";
// The task flows of an entry (spec §4 "Journal extraction"): AI extraction → review → save, or a
// manual list → save; then the success dialog. Premium refusal opens the upgrade dialog.
import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson, serverMessage } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import { DEFAULT_CATEGORY, isCategory, type Category } from "@/lib/categories";
import { extractionErrorMessage, isPremiumRequired, EXTRACTION_FAILED } from "@/lib/journal/extraction-errors";
import { NO_TASKS_FOUND, NO_TASKS_GIVEN, type ExtractResponse, type JournalDto, type TaskDraft } from "@/lib/journal/rules";
import type { TaskDto } from "@/lib/tasks/schemas";
import { toast } from "@/components/ui/use-toast";
import { newRow, rowsToSend, type TaskRow } from "./task-rows";

export type DraftsState = { kind: "review" | "manual"; entry: JournalDto; rows: TaskRow[] };

const areaOf = (entry: JournalDto): Category => (isCategory(entry.category) ? entry.category : DEFAULT_CATEGORY);

/** The review dialog's dry run; a premium refusal is an answer (flagged), not an error (spec §8). */
async function extractDrafts(entryId: number): Promise<ExtractResponse<TaskDraft>> {
  try {
    return await apiJson<ExtractResponse<TaskDraft>>("POST", `/api/journals/${entryId}/extract-tasks?dryRun=true`);
  } catch (err) {
    if (isPremiumRequired(err)) return { message: "Premium subscription required", isPremiumRequired: true, tasks: [] };
    throw new Error(extractionErrorMessage(err));
  }
}

export function useJournalTasks() {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<DraftsState | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<TaskDto[] | null>(null);
  const [premiumOpen, setPremiumOpen] = useState(false);

  const extraction = useMutation({
    mutationFn: (entry: JournalDto) => extractDrafts(entry.id),
    onMutate: () => toast({ title: "Processing Journal", description: "Looking for actionable tasks in your entry..." }),
    onSuccess: (result, entry, notice) => {
      if (result.isPremiumRequired) {
        notice.dismiss();
        setPremiumOpen(true);
      } else if (result.tasks.length === 0) {
        toast({ title: "No Tasks Found", description: NO_TASKS_FOUND });
      } else {
        notice.dismiss();
        const rows = result.tasks.map((t) => {
          const category = isCategory(t.category) ? t.category : areaOf(entry);
          return newRow(category, t.description, category);
        });
        setFormError(null);
        setDrafts({ kind: "review", entry, rows });
      }
    },
    onError: (err) =>
      toast({ title: "Task Extraction Failed", description: err.message || EXTRACTION_FAILED, variant: "destructive" }),
  });

  const save = useMutation({
    mutationFn: ({ entry, rows }: DraftsState) =>
      apiJson<{ message: string; tasks: TaskDto[] }>("POST", `/api/journals/${entry.id}/manual-tasks`, { tasks: rowsToSend(rows) }),
    onSuccess: ({ tasks }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
      setDrafts(null);
      setCreated(tasks);
      toast({ title: "Tasks Created", description: `${tasks.length} task${tasks.length === 1 ? " was" : "s were"} added to your list.` });
    },
    onError: (err) => toast({ title: "Error", description: serverMessage(err, "Failed to create tasks"), variant: "destructive" }),
  });

  return {
    drafts,
    formError,
    created,
    premiumOpen,
    setPremiumOpen,
    extractingId: extraction.isPending ? extraction.variables?.id : undefined,
    saving: save.isPending,
    extract: (entry: JournalDto) => extraction.mutate(entry),
    /** Manual creation starts with one empty row in the entry's own area. */
    openManual: (entry: JournalDto) => {
      setFormError(null);
      setDrafts({ kind: "manual", entry, rows: [newRow(areaOf(entry))] });
    },
    setRows: (rows: TaskRow[]) => setDrafts((d) => (d ? { ...d, rows } : d)),
    cancel: () => setDrafts(null),
    submit: () => {
      if (!drafts) return;
      if (rowsToSend(drafts.rows).length === 0) return setFormError(NO_TASKS_GIVEN);
      setFormError(null);
      save.mutate(drafts);
    },
    closeCreated: () => setCreated(null),
  };
}
