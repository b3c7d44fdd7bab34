"use client";

// Creating, editing and deleting journal entries, with the spec's toasts. Loaded with the entry
// and delete dialogs (first use); the screen puts each result into its list.
import { apiJson, serverMessage } from "@/lib/api/client";
import type { JournalDto, JournalFormInput } from "@/lib/journal/shapes";
import { toast } from "@/components/ui/use-toast";
import { toastWithUndo } from "@/components/ui/undo-toast";
import { sendOrQueue } from "@/lib/offline/outbox-store";
import { loadOutbox } from "@/lib/offline/load-outbox";
import { keepThisPage } from "@/lib/pwa/keep";

function failed(fallback: string, err: unknown): null {
  toast({ title: "Error", description: serverMessage(err, fallback), variant: "destructive" });
  return null;
}

/**
 * The new entry; "queued" when there is no network and it waits in the offline outbox (same
 * Idempotency-Key as the online try); or null after telling the user it failed.
 */
export async function createJournal(
  input: JournalFormInput,
): Promise<JournalDto | "queued" | null> {
  const key = crypto.randomUUID();
  const queue = async () => {
    const outbox = await loadOutbox();
    await outbox.enqueue({
      id: key,
      kind: "journal",
      method: "POST",
      url: "/api/journals",
      body: { ...input },
      label: input.title,
    });
    toast({
      title: "Saved on this device",
      description: "No network: the entry will be saved when you are back online.",
    });
    return "queued" as const;
  };
  const send = async () => {
    const entry = await apiJson<JournalDto>("POST", "/api/journals", input, {
      "Idempotency-Key": key,
    });
    toast({ title: "Journal entry created", description: "Your entry has been saved." });
    keepThisPage();
    return entry;
  };
  try {
    // Offline, or the request never arrived: the outbox sends it later (the same rule as tasks').
    return await sendOrQueue(send, queue);
  } catch (err) {
    return failed("Failed to create journal entry", err);
  }
}

/** The saved entry, or null after telling the user it failed. */
export async function updateJournal(
  id: number,
  input: JournalFormInput,
): Promise<JournalDto | null> {
  try {
    const entry = await apiJson<JournalDto>("PATCH", `/api/journals/${id}`, input);
    toast({ title: "Journal entry updated", description: "Your changes have been saved." });
    return entry;
  } catch (err) {
    return failed("Failed to update journal entry", err);
  }
}

/**
 * True once deleted; false after telling the user it failed. The toast offers Undo, which puts
 * the entry back and hands it to `onRestored`.
 */
export async function deleteJournal(
  id: number,
  onRestored: (entry: JournalDto) => void,
): Promise<boolean> {
  try {
    await apiJson<null>("DELETE", `/api/journals/${id}`);
    toastWithUndo({
      title: "Journal entry deleted",
      description: "The entry has been removed.",
      undoneTitle: "Journal entry restored",
      undo: async () =>
        onRestored(await apiJson<JournalDto>("POST", `/api/journals/${id}/restore`)),
    });
    return true;
  } catch (err) {
    return failed("Failed to delete journal entry", err) ?? false;
  }
}
