"use client";
// The import itself, loaded once a file is chosen: upload with a progress bar, the preview
// (./import-preview.tsx: what was read, areas by list, warnings, Import), and Undo of the whole
// import.
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { apiJson, serverMessage } from "@/lib/api/client";
import { categoryLabel, type Category } from "@/lib/categories";
import type { ImportCommitResult, ImportPreview } from "@/lib/import/shapes";
import { uploadImport, type ServerProgress } from "./upload";
import { ImportProgress } from "./import-progress";
import { PreviewView } from "./import-preview";
import { UndoImportButton } from "./undo-import-button";
import { count, importedSummary, plural } from "./import-words";

type Phase =
  | { kind: "uploading"; sent: number; total: number }
  | { kind: "reading"; progress: ServerProgress | null }
  | { kind: "preview"; preview: ImportPreview }
  | { kind: "done"; id: string; created: ImportCommitResult["created"] }
  | { kind: "failed"; message: string };

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
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
