"use client";
// The import's preview (Settings, "Import from another app"): what Balance read, grouped by the
// list or project each task came from, with its area to change, what to leave out, the warnings,
// and Import / Cancel. The flow around it (upload, reading, done) is ./import-flow.tsx.
import { useState } from "react";
import { AlertTriangle } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { toast } from "@/components/ui/use-toast";
import { CategorySelect } from "@/components/tasks/category-select";
import { apiJson, serverMessage } from "@/lib/api/client";
import type { Category } from "@/lib/categories";
import {
  PREVIEW_LINES_MAX,
  type ImportCommitResult,
  type ImportPreview,
} from "@/lib/import/shapes";
import { commitImport, type ServerProgress } from "./upload";
import { ImportProgress } from "./import-progress";
import { count, dueWords, plural, restoreSentence, SOURCE_NAMES } from "./import-words";

export function PreviewView({
  preview,
  fileName,
  label,
  onChange,
  onCommitted,
  onCancel,
}: {
  preview: ImportPreview;
  fileName: string;
  label: (c: string) => string;
  onChange: (p: ImportPreview) => void;
  onCommitted: (created: ImportCommitResult["created"]) => void;
  onCancel: () => Promise<void>;
}) {
  const [busy, setBusy] = useState<null | "adjust" | "commit" | "cancel">(null);
  // Only to say the year of dates in another year (a day's error at New Year's is harmless).
  const today = new Date().toISOString().slice(0, 10);
  const [written, setWritten] = useState<ServerProgress | null>(null);
  const { counts } = preview;

  const adjust = async (body: unknown) => {
    setBusy("adjust");
    try {
      onChange(await apiJson<ImportPreview>("PATCH", `/api/import/${preview.id}`, body));
    } catch (err) {
      toast({
        title: "Could not change the import",
        description: serverMessage(err, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  };
  const moveOrigin = (origin: string, category: Category) =>
    adjust({ areas: { [origin]: category } });
  const includeOrigin = (origin: string, include: boolean) =>
    adjust({
      tasks: preview.tasks.filter((t) => t.origin === origin).map((t) => ({ ref: t.ref, include })),
    });
  const commit = async () => {
    setBusy("commit");
    try {
      const res = await commitImport(preview.id, setWritten);
      onCommitted(res.created);
    } catch (err) {
      toast({
        title: "Import failed",
        description: serverMessage(err, "Nothing was imported. Please try again."),
        variant: "destructive",
      });
      setBusy(null);
      setWritten(null);
    }
  };

  // Every origin of the file, with those left out (they are not in preview.areas).
  const origins = new Map<string, { tasks: number; included: number }>();
  for (const t of preview.tasks) {
    const o = origins.get(t.origin) ?? { tasks: 0, included: 0 };
    o.tasks += 1;
    if (t.include) o.included += 1;
    origins.set(t.origin, o);
  }
  const areaOf = new Map(preview.areas.map((a) => [a.origin, a]));
  const sourceOf = (origin: string) => {
    const rows = preview.tasks.filter((t) => t.origin === origin && t.include);
    const kinds = new Set(rows.map((t) => t.categorySource));
    if (kinds.size !== 1) return "chosen task by task";
    const [kind] = kinds;
    return kind === "origin"
      ? "from the list's name"
      : kind === "tag"
        ? "from its tags"
        : kind === "ai"
          ? "chosen by AI"
          : kind === "user"
            ? "chosen by you"
            : "from the file";
  };

  return (
    <div className="space-y-5">
      <section aria-labelledby="import-read-heading" className="space-y-1">
        <h3 id="import-read-heading" className="font-semibold">
          What Balance read in {fileName}
        </h3>
        <p className="text-sm text-muted-foreground">
          From {SOURCE_NAMES[preview.source]}: {plural(counts.tasks, "task")} (
          {counts.open.toLocaleString("en-US")} open, {counts.completed.toLocaleString("en-US")}{" "}
          completed), {plural(counts.recurring, "repeating task")},{" "}
          {plural(counts.checklistItems, "checklist item")}.
          {counts.skipped > 0 && ` ${plural(counts.skipped, "row")} left out.`}
        </p>
        {counts.restore && (
          <p className="text-sm text-muted-foreground" data-testid="import-restore-counts">
            {restoreSentence(counts)}
          </p>
        )}
        {preview.overOpenTaskCap && (
          <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            This file has {counts.open.toLocaleString("en-US")} open tasks, but your list has room
            for {preview.openTaskRoom.toLocaleString("en-US")} more (a list holds at most 5,000 open
            tasks). Leave some lists out, or complete or delete tasks first.
          </p>
        )}
        {preview.overTaskCap && (
          <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            This file has {plural(counts.tasks, "task")}, but your account has room for{" "}
            {preview.taskRoom.toLocaleString("en-US")} more (an account keeps at most{" "}
            {preview.maxTasks.toLocaleString("en-US")} tasks, completed ones included). Leave some
            lists out, or delete completed tasks you no longer need first.
          </p>
        )}
      </section>

      <section aria-labelledby="import-areas-heading" className="space-y-2">
        <h3 id="import-areas-heading" className="font-semibold">
          Areas by list
        </h3>
        <p className="text-sm text-muted-foreground">
          Move a whole list to another area in one choice, or leave it out.
        </p>
        <ul className="divide-y rounded-md border">
          {[...origins].map(([origin, o]) => {
            const area = areaOf.get(origin);
            const name = origin || "No list";
            return (
              <li key={origin} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
                <label className="flex min-w-0 flex-1 items-center gap-2 text-sm">
                  <Checkbox
                    checked={o.included > 0}
                    disabled={busy !== null}
                    onCheckedChange={(v) => void includeOrigin(origin, v)}
                    aria-label={`Import ${name}`}
                  />
                  <span className="min-w-0">
                    <span className="font-medium break-words">{name}</span>{" "}
                    <span className="text-muted-foreground">
                      · {plural(o.tasks, "task")}
                      {area &&
                        ` · ${area.mixed ? "mostly " : ""}${label(area.category)}, ${sourceOf(origin)}`}
                    </span>
                  </span>
                </label>
                {area && (
                  <CategorySelect
                    className="w-full sm:w-52"
                    value={area.mixed ? "" : area.category}
                    onChange={(c) => void moveOrigin(origin, c)}
                    label={label}
                    disabled={busy !== null}
                    aria-label={`Area for ${name}`}
                  />
                )}
              </li>
            );
          })}
        </ul>
      </section>

      {(counts.warnings > 0 || counts.skipped > 0) && (
        <details className="rounded-md border p-3 text-sm">
          <summary className="cursor-pointer font-medium">
            {plural(counts.warnings, "warning")}, {plural(counts.skipped, "row")} left out
          </summary>
          {(counts.warnings > preview.warnings.length ||
            counts.skipped > preview.skipped.length) && (
            <p className="mt-2 text-muted-foreground">
              Only the first {PREVIEW_LINES_MAX} of each are listed.
            </p>
          )}
          <ul className="mt-2 space-y-1 text-muted-foreground">
            {preview.warnings.map((w, i) => (
              <li key={`w${i}`}>
                Line {w.line}: {w.message}
              </li>
            ))}
            {preview.skipped.map((s, i) => (
              <li key={`s${i}`}>
                Line {s.line}: left out ({s.reason})
              </li>
            ))}
          </ul>
        </details>
      )}

      <details className="rounded-md border p-3 text-sm">
        <summary className="cursor-pointer font-medium">Show the tasks</summary>
        <ul className="mt-2 space-y-1">
          {preview.tasks
            .filter((t) => t.include)
            .slice(0, 300)
            .map((t) => (
              <li key={t.ref} className="flex flex-wrap gap-x-2">
                <span className={t.completed ? "text-muted-foreground line-through" : ""}>
                  {t.description}
                </span>
                <span className="text-muted-foreground">
                  · {label(t.category)}
                  {t.dueDate && ` · ${dueWords(t.dueDate, t.dueTime, today)}`}
                  {t.recurrence && " · repeats"}
                  {t.items.length > 0 && ` · ${plural(t.items.length, "item")}`}
                </span>
              </li>
            ))}
        </ul>
      </details>

      {busy === "commit" && (
        <ImportProgress
          id="import-commit-progress"
          label={
            written && written.total > 0
              ? `Importing: ${count(written.done)} of ${plural(written.total, "task")}`
              : "Importing…"
          }
          done={written?.done ?? 0}
          total={written?.total ?? 1}
        />
      )}

      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => void commit()}
          disabled={
            busy !== null ||
            (counts.tasks === 0 && !counts.restore) ||
            preview.overOpenTaskCap ||
            preview.overTaskCap
          }
        >
          {busy === "commit"
            ? "Importing..."
            : counts.restore
              ? "Restore this backup"
              : `Import ${plural(counts.tasks, "task")}`}
        </Button>
        <Button
          variant="outline"
          disabled={busy !== null}
          onClick={() => {
            setBusy("cancel");
            void onCancel();
          }}
        >
          Cancel
        </Button>
      </div>
    </div>
  );
}
