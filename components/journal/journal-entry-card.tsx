"use client";

import { Crown, ListPlus, Loader2, Pencil, Sparkles, Trash2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import type { JournalDto } from "@/lib/journal/shapes";
import { LocalDate } from "@/components/layout/local-date";

type Props = {
  entry: JournalDto;
  hasPremium: boolean;
  extracting: boolean;
  onExtract: () => void;
  onManual: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

function IconAction({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    // A native tooltip: Radix Tooltip and its positioning engine would weigh on every page
    // (sizes: docs/decisions/own-primitives.md).
    <Button
      type="button"
      variant="ghost"
      size="icon-sm"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** One entry: title, long date, the full text as written (plain text, line breaks kept). */
export function JournalEntryCard({
  entry,
  hasPremium,
  extracting,
  onExtract,
  onManual,
  onEdit,
  onDelete,
}: Props) {
  return (
    <article
      id={`journal-entry-${entry.id}`}
      tabIndex={-1}
      className="scroll-mt-20 rounded-xl border bg-card p-4 text-card-foreground shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:p-5"
      aria-labelledby={`journal-${entry.id}-title`}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3
            id={`journal-${entry.id}-title`}
            className="break-words text-lg font-semibold leading-tight"
          >
            {entry.title}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">
            <LocalDate iso={entry.createdAt} />
          </p>
        </div>
        <div className="flex shrink-0 items-center">
          <IconAction label="Edit entry" onClick={onEdit}>
            <Pencil aria-hidden />
          </IconAction>
          <IconAction label="Delete entry" onClick={onDelete}>
            <Trash2 aria-hidden />
          </IconAction>
        </div>
      </header>
      <div
        className="mt-3 whitespace-pre-wrap break-words text-sm leading-relaxed"
        data-testid="journal-content"
      >
        {entry.content}
      </div>
      <footer className="mt-4 flex flex-wrap gap-2 border-t pt-3">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={onExtract}
          disabled={extracting}
        >
          {extracting ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
          Extract Tasks with AI
          {!hasPremium && <Crown className="text-amber-500" aria-hidden />}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onManual}>
          <ListPlus aria-hidden />
          Create Tasks Manually
        </Button>
      </footer>
    </article>
  );
}
