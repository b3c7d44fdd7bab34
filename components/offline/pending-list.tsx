"use client";
// The rows of writes made offline (components/offline/pending-writes.tsx loads this only when
// something is queued): "Waiting to sync", or the server's refusal with Fix and Discard.
import { useState } from "react";
import { CloudOff, Trash2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { type OutboxItem, type OutboxKind } from "@/lib/offline/outbox-store";
import { loadOutbox } from "@/lib/offline/load-outbox";

const prefix: Record<OutboxKind, string> = {
  task: "",
  journal: "",
  tick: "Tick: ",
  snooze: "Snooze: ",
  item: "Checklist: ",
  habit: "Habit: ",
  edit: "Edit: ",
};

function PendingRow({ item }: { item: OutboxItem }) {
  const [fixing, setFixing] = useState(false);
  const field = item.kind === "journal" ? "content" : "description";
  const [text, setText] = useState(String(item.body[field] ?? item.label));
  const refused = item.status === "refused";
  return (
    <li
      data-testid="pending-write"
      className="space-y-2 rounded-lg border border-dashed bg-card p-3"
    >
      <div className="flex items-start gap-2">
        <CloudOff className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium break-words">
            {prefix[item.kind]}
            {item.kind === "tick" || item.kind === "item"
              ? `${(item.kind === "tick" ? item.body.completed : item.body.done) ? "done" : "to do"}: ${item.label}`
              : item.kind === "habit"
                ? `${item.method === "PUT" ? "checked" : "unchecked"}: ${item.label}`
                : item.label}
          </p>
          {refused ? (
            <p className="text-xs font-medium text-destructive" role="alert">
              Not saved: {item.error}
            </p>
          ) : (
            <p className="text-xs text-muted-foreground">Waiting to sync</p>
          )}
        </div>
        {refused && (
          <div className="flex shrink-0 gap-1">
            {/* Fix rewrites the words of a new task or entry; a refused tick or edit is discarded
                and made again. */}
            {(item.kind === "task" || item.kind === "journal") && (
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => setFixing((f) => !f)}
                aria-expanded={fixing}
              >
                Fix
              </Button>
            )}
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={`Discard "${item.label}"`}
              onClick={() => void loadOutbox().then((m) => m.discard(item.id))}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        )}
      </div>
      {refused && fixing && (
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void loadOutbox().then((m) => m.fix(item.id, text.trim()));
          }}
        >
          <Input
            aria-label={item.kind === "journal" ? "Entry text" : "Task description"}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" size="sm">
            Send again
          </Button>
        </form>
      )}
    </li>
  );
}

export default function PendingList({ items, label }: { items: OutboxItem[]; label: string }) {
  return (
    <ul aria-label={label} className="space-y-2">
      {items.map((item) => (
        <PendingRow key={item.id} item={item} />
      ))}
    </ul>
  );
}
