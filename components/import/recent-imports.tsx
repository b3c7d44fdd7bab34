"use client";
// The imports of the last week, each with its Undo (issue 43): leaving Settings after an import
// does not lose the way back. Read again each time the card shows it (after an import or undo);
// Settings has no query cache, so this is a plain read.
import { useCallback, useEffect, useState } from "react";
import { apiJson } from "@/lib/api/client";
import type { RecentImport } from "@/lib/import/shapes";
import { importedSummary, SOURCE_NAMES } from "./import-words";
import { UndoImportButton } from "./undo-import-button";

export function RecentImports() {
  const [data, setData] = useState<RecentImport[] | null>(null);
  const refetch = useCallback(
    () =>
      apiJson<RecentImport[]>("GET", "/api/import").then(setData, () => {
        // The list is a convenience beside the import: without it the card still works.
      }),
    [],
  );
  useEffect(() => {
    void refetch();
  }, [refetch]);
  if (!data?.length) return null;
  return (
    <section aria-labelledby="recent-imports-heading" className="space-y-2">
      <h3 id="recent-imports-heading" className="text-sm font-semibold">
        Recent imports
      </h3>
      <ul className="divide-y rounded-md border" data-testid="recent-imports">
        {data.map((item) => {
          const summary = importedSummary(item.created);
          const when = new Date(item.committedAt).toLocaleString("en-GB", {
            day: "numeric",
            month: "short",
            hour: "2-digit",
            minute: "2-digit",
          });
          return (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <p className="min-w-0 text-sm">
                <span className="font-medium">From {SOURCE_NAMES[item.source]}</span>
                <span className="text-muted-foreground">
                  {" "}
                  · {when} · {summary}
                </span>
              </p>
              <UndoImportButton id={item.id} summary={summary} size="sm" onUndone={refetch} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
