"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, serverMessage } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import type { JournalDto, JournalFormInput } from "@/lib/journal/rules";
import { toast } from "@/components/ui/use-toast";

/** Every entry of the user, newest first; the tabs filter it by area without another request. */
export function useJournals() {
  return useQuery<JournalDto[]>({ queryKey: queryKeys.journals });
}

function useJournalCache() {
  const queryClient = useQueryClient();
  return (update: (entries: JournalDto[]) => JournalDto[]) =>
    queryClient.setQueryData<JournalDto[]>(queryKeys.journals, (old) => update(old ?? []));
}

const failed = (title: string, fallback: string) => (err: unknown) =>
  toast({ title, description: serverMessage(err, fallback), variant: "destructive" });

export function useCreateJournal() {
  const setEntries = useJournalCache();
  return useMutation({
    mutationFn: (input: JournalFormInput) => apiJson<JournalDto>("POST", "/api/journals", input),
    onSuccess: (entry) => {
      setEntries((entries) => [entry, ...entries]);
      toast({ title: "Journal entry created", description: "Your entry has been saved." });
    },
    onError: failed("Error", "Failed to create journal entry"),
  });
}

export function useUpdateJournal() {
  const setEntries = useJournalCache();
  return useMutation({
    mutationFn: ({ id, ...input }: JournalFormInput & { id: number }) => apiJson<JournalDto>("PATCH", `/api/journals/${id}`, input),
    onSuccess: (entry) => {
      setEntries((entries) => entries.map((e) => (e.id === entry.id ? entry : e)));
      toast({ title: "Journal entry updated", description: "Your changes have been saved." });
    },
    onError: failed("Error", "Failed to update journal entry"),
  });
}

export function useDeleteJournal() {
  const setEntries = useJournalCache();
  return useMutation({
    mutationFn: (id: number) => apiJson<null>("DELETE", `/api/journals/${id}`),
    onSuccess: (_data, id) => {
      setEntries((entries) => entries.filter((e) => e.id !== id));
      toast({ title: "Journal entry deleted", description: "The entry has been removed permanently." });
    },
    onError: failed("Error", "Failed to delete journal entry"),
  });
}
