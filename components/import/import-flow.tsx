"use client";
// The import itself, loaded once a file is chosen: upload with a progress bar, the preview (what
// was read, areas by list with a one-choice move, warnings), Import, and Undo of the whole import.
import { useEffect, useRef, useState } from "react";
import { AlertTriangle } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { toast } from "@/components/ui/use-toast";
import { CategorySelect } from "@/components/tasks/category-select";
import { apiJson, serverMessage } from "@/lib/api/client";
import { categoryLabel, type Category } from "@/lib/categories";
import type { ImportCommitResult, ImportPreview } from "@/lib/import/types";
import { commitImport, uploadImport, type ServerProgress } from "./upload";
import { ImportProgress } from "./import-progress";
import { UndoImportButton } from "./undo-import-button";
import { importedSummary, plural, restoreSentence, SOURCE_NAMES } from "./import-words";

type Phase =
  | { kind: "uploading"; sent: number; total: number }
  | { kind: "reading"; progress: ServerProgress | null }
  | { kind: "preview"; preview: ImportPreview }
  | { kind: "done"; id: string; created: ImportCommitResult["created"] }
  | { kind: "failed"; message: string };

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const count = (n: number) => n.toLocaleString("en-US");
type Names = Partial<Record<Category, string>> | null | undefined;

/**
 * `names`: the user's own area names (Settings has them from the server; this screen has no
 * React Query cache to read them from).
 */
export function ImportFlow({
  file,
  names,
  onDone,
}: {
  file: File;
  names: Names;
  onDone: () => void;
}) {
  const [phase, setPhase] = useState<Phase>({ kind: "uploading", sent: 0, total: file.size });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    uploadImport(
      file,
      (sent, total) =>
        setPhase(
          sent >= total ? { kind: "reading", progress: null } : { kind: "uploading", sent, total },
        ),
      (progress) => setPhase({ kind: "reading", progress }),
    )
      .then((preview) => setPhase({ kind: "preview", preview }))
      .catch((err: unknown) =>
        setPhase({
          kind: "failed",
          message: serverMessage(err, err instanceof Error ? err.message : "Please try again."),
        }),
      );
  }, [file]);

  const label = (c: string) => categoryLabel(c, names);

  if (phase.kind === "uploading") {
    return (
      <ImportProgress
        id="import-progress-label"
        label={`Sending ${file.name}: ${mb(phase.sent)} of ${mb(phase.total)}`}
        done={phase.sent}
        total={phase.total}
      />
    );
  }
  if (phase.kind === "reading") {
    const p = phase.progress;
    // The file is read first (no count yet), then each task gets its area, then all are stored.
    return (
      <ImportProgress
        id="import-progress-label"
        label={
          !p
            ? `Reading ${file.name}…`
            : p.step === "saving"
              ? `Saving what Balance read: ${count(p.done)} of ${plural(p.total, "task")}`
              : `Choosing areas: ${count(p.done)} of ${plural(p.total, "task")}`
        }
        done={!p ? 0 : p.step === "saving" ? p.total + p.done : p.done}
        total={!p ? 1 : 2 * p.total}
      />
    );
  }

  if (phase.kind === "failed") {
    return (
      <div className="space-y-3">
        <p role="alert" className="text-sm text-destructive">
          {file.name} could not be imported: {phase.message}
        </p>
        <Button variant="outline" onClick={onDone}>
          Choose another file
        </Button>
      </div>
    );
  }

  if (phase.kind === "done") {
    return <ImportDone id={phase.id} created={phase.created} onDone={onDone} />;
  }

  return (
    <PreviewView
      preview={phase.preview}
      fileName={file.name}
      label={label}
      onChange={(preview) => setPhase({ kind: "preview", preview })}
      onCommitted={(created) => {
        setPhase({ kind: "done", id: phase.preview.id, created });
      }}
      onCancel={async () => {
        await apiJson("DELETE", `/api/import/${phase.preview.id}`).catch(() => undefined);
        onDone();
      }}
    />
  );
}

function PreviewView({
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

      {(preview.warnings.length > 0 || preview.skipped.length > 0) && (
        <details className="rounded-md border p-3 text-sm">
          <summary className="cursor-pointer font-medium">
            {plural(preview.warnings.length, "warning")}, {plural(preview.skipped.length, "row")}{" "}
            left out
          </summary>
          <ul className="mt-2 space-y-1 text-muted-foreground">
            {preview.warnings.slice(0, 200).map((w, i) => (
              <li key={`w${i}`}>
                Line {w.line}: {w.message}
              </li>
            ))}
            {preview.skipped.slice(0, 200).map((s, i) => (
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
                  {t.dueDate && ` · ${t.dueDate}${t.dueTime ? ` ${t.dueTime}` : ""}`}
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

function ImportDone({
  id,
  created,
  onDone,
}: {
  id: string;
  created: ImportCommitResult["created"];
  onDone: () => void;
}) {
  const [undone, setUndone] = useState(false);
  const summary = importedSummary(created);
  if (undone) {
    return (
      <div className="space-y-3">
        <p role="status" className="text-sm">
          The import was undone: its {summary} are gone.
        </p>
        <Button variant="outline" onClick={onDone}>
          Import another file
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm">
        Imported {summary}. They are in your task list now.
      </p>
      <div className="flex flex-wrap gap-2">
        <UndoImportButton id={id} summary={summary} onUndone={() => setUndone(true)} />
        <Button variant="ghost" onClick={onDone}>
          Import another file
        </Button>
      </div>
    </div>
  );
}
