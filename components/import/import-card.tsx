"use client";
// Settings' "Import from another app" (issue 43): pick or drop a file. This card is small; the
// preview, the area choices and the import itself load on demand once a file is chosen.
import { lazy, Suspense, useId, useRef, useState, type DragEvent } from "react";
import { ListPlus, Loader2 } from "@/components/ui/icons";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import type { Category } from "@/lib/categories";
import { RecentImports } from "./recent-imports";

const loadFlow = () => import("./import-flow");
const ImportFlow = lazy(() => loadFlow().then((m) => ({ default: m.ImportFlow })));

const ACCEPT =
  ".csv,.zip,.json,.ics,.ical,.ifb,text/csv,application/zip,application/json,text/calendar";

type Props = { names?: Partial<Record<Category, string>> | null };

export function ImportCard({ names }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [over, setOver] = useState(false);
  // A new choice of the same file is a new import: the flow is keyed by this counter.
  const [round, setRound] = useState(0);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setRound((r) => r + 1);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    choose(e.dataTransfer.files[0]);
  };
  const reset = () => {
    setFile(null);
    if (input.current) input.current.value = "";
    input.current?.focus();
  };

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ListPlus className="size-5 text-primary" aria-hidden />
          <h2>Import from another app</h2>
        </CardTitle>
        <CardDescription>
          Bring your tasks from Todoist (a project CSV or a backup ZIP), TickTick (a backup CSV),
          Google Tasks (Takeout&apos;s Tasks.json) or a calendar app&apos;s tasks (.ics), or restore
          a Balance backup (the file of &ldquo;Export my data&rdquo;). You see what Balance read
          before anything is imported, and you can undo the whole import.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {!file && (
          <div
            onDragOver={(e) => {
              e.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={onDrop}
            className={cn(
              "flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm text-muted-foreground",
              over && "border-primary bg-primary/5",
            )}
          >
            <p>Drop a file here, or</p>
            <label
              htmlFor={inputId}
              className="inline-flex h-9 cursor-pointer items-center rounded-md border bg-background px-4 font-medium text-foreground shadow-xs focus-within:ring-[3px] focus-within:ring-ring/50 hover:bg-accent"
              onPointerEnter={() => void loadFlow()}
            >
              Choose a file
            </label>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={ACCEPT}
              className="sr-only"
              onFocus={() => void loadFlow()}
              onChange={(e) => choose(e.target.files?.[0])}
            />
            <p className="text-xs">Up to 20 MB.</p>
          </div>
        )}
        {!file && <RecentImports />}
        {file && (
          <Suspense
            fallback={
              <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <Loader2 className="size-4 animate-spin" aria-hidden /> Loading…
              </p>
            }
          >
            <ImportFlow key={round} file={file} names={names} onDone={reset} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
