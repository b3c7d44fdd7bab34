"use client";

import { BookOpen, Plus } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import type { JournalDto } from "@/lib/journal/shapes";
import { JournalEntryCard } from "./journal-entry-card";

type Props = {
  entries: JournalDto[];
  hasPremium: boolean;
  extractingId: number | undefined;
  onCreate: () => void;
  onExtract: (entry: JournalDto) => void;
  onManual: (entry: JournalDto) => void;
  onEdit: (entry: JournalDto) => void;
  onDelete: (entry: JournalDto) => void;
};

/** One area's entries, newest first, or the empty state of spec §2. */
export function JournalEntryList({
  entries,
  hasPremium,
  extractingId,
  onCreate,
  onExtract,
  onManual,
  onEdit,
  onDelete,
}: Props) {
  if (entries.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-4 py-12 text-center">
        <BookOpen className="size-10 text-muted-foreground" aria-hidden />
        <p className="text-muted-foreground">No journal entries yet for this category</p>
        <Button type="button" onClick={onCreate}>
          <Plus aria-hidden />
          Create your first entry
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {entries.map((entry) => (
        <JournalEntryCard
          key={entry.id}
          entry={entry}
          hasPremium={hasPremium}
          extracting={extractingId === entry.id}
          onExtract={() => onExtract(entry)}
          onManual={() => onManual(entry)}
          onEdit={() => onEdit(entry)}
          onDelete={() => onDelete(entry)}
        />
      ))}
    </div>
  );
}
