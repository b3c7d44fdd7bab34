"use client";
// The checklist inside a task, in its edit dialog (issue 29). Each change is saved at once (like a
// tick in the list), not with "Save Changes": a packing list is ticked off item by item. The
// dialog says so above the items (issue 47 item 10), so Cancel is not taken for an undo.
import { useState, type KeyboardEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ChevronDownIcon, ChevronUpIcon, Plus, Trash2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { toastWithUndo } from "@/components/ui/undo-toast";
import { apiJson, serverMessage } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import { MAX_TASK_ITEMS, TASK_ITEM_TEXT_MAX, type TaskItemDto } from "@/lib/tasks/shapes";
import { loadOutbox } from "@/lib/offline/load-outbox";
import { sendOrQueue } from "@/lib/offline/outbox-store";
import { ChecklistProgressBar } from "./checklist-progress";

type Props = { taskId: number; items: TaskItemDto[] };

/** The checklist is saved item by item, not by the dialog's Save Changes; Cancel keeps it. */
const CHECKLIST_SAVES_AT_ONCE =
  "Checklist changes save as you make them: Cancel does not undo them (a deleted item offers Undo).";

export function TaskChecklist({ taskId, items }: Props) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState("");
  const [busy, setBusy] = useState(false);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.task(taskId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.tasks }),
    ]);
  const run = async (what: string, call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
    } catch (err) {
      toast({
        title: what,
        description: serverMessage(err, "Please try again later."),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  const add = () => {
    const text = draft.trim();
    if (!text) return;
    void run("Failed to add the item", async () => {
      await apiJson("POST", `/api/tasks/${taskId}/items`, { text });
      setDraft("");
    });
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((i) => i.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    void run("Failed to move the item", () =>
      apiJson("POST", `/api/tasks/${taskId}/items/reorder`, { ids }),
    );
  };
  const remove = (item: TaskItemDto) =>
    void run("Failed to delete the item", async () => {
      await apiJson("DELETE", `/api/task-items/${item.id}`);
      toastWithUndo({
        title: "Item deleted",
        description: item.text,
        undoneTitle: "Item restored",
        undo: async () => {
          await apiJson("POST", `/api/task-items/${item.id}/restore`);
          await refresh();
        },
      });
    });

  // A tick answers at once, and without a network it waits in the offline outbox like a task's
  // tick (a packing list is ticked off where there is no signal).
  const tick = (item: TaskItemDto, done: boolean) => {
    queryClient.setQueryData<{ items?: TaskItemDto[] }>(queryKeys.task(taskId), (task) =>
      task?.items
        ? { ...task, items: task.items.map((i) => (i.id === item.id ? { ...i, done } : i)) }
        : task,
    );
    const queue = async () => {
      const outbox = await loadOutbox();
      await outbox.enqueue({
        kind: "item",
        method: "PATCH",
        url: `/api/task-items/${item.id}`,
        body: { done },
        label: item.text,
      });
    };
    void run("Failed to update the item", () =>
      sendOrQueue(() => apiJson("PATCH", `/api/task-items/${item.id}`, { done }), queue),
    );
  };

  const done = items.filter((i) => i.done).length;
  const full = items.length >= MAX_TASK_ITEMS;
  // Enter adds the item instead of submitting the dialog's form.
  const onDraftKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    add();
  };

  return (
    <fieldset className="space-y-2" aria-busy={busy} aria-describedby="checklist-saves-at-once">
      <legend className="flex w-full items-center justify-between text-sm font-medium">
        <span>Checklist</span>
        {items.length > 0 && (
          <span className="text-xs text-muted-foreground" data-testid="checklist-count">
            {done}/{items.length}
          </span>
        )}
      </legend>
      {/* Issue 47 item 10: said where the edits are made (docs/decisions/checklist-saves-at-once.md). */}
      <p id="checklist-saves-at-once" className="text-xs text-muted-foreground">
        {CHECKLIST_SAVES_AT_ONCE}
      </p>
      {items.length > 0 && <ChecklistProgressBar done={done} total={items.length} />}
      <ul className="max-h-56 space-y-1 overflow-y-auto" aria-label="Checklist items">
        {items.map((item, index) => (
          <ChecklistItemRow
            key={item.id}
            item={item}
            first={index === 0}
            last={index === items.length - 1}
            onTick={(value) => tick(item, value)}
            onRename={(text) =>
              void run("Failed to update the item", () =>
                apiJson("PATCH", `/api/task-items/${item.id}`, { text }),
              )
            }
            onMove={(by) => move(index, by)}
            onDelete={() => remove(item)}
          />
        ))}
      </ul>
      <div className="flex gap-2">
        <Input
          aria-label="New checklist item"
          placeholder={full ? `A task holds at most ${MAX_TASK_ITEMS} items` : "Add an item"}
          value={draft}
          maxLength={TASK_ITEM_TEXT_MAX}
          disabled={full}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onDraftKey}
        />
        <Button
          type="button"
          variant="outline"
          onClick={add}
          disabled={full || busy || !draft.trim()}
        >
          <Plus className="size-4" aria-hidden />
          Add item
        </Button>
      </div>
    </fieldset>
  );
}

type RowProps = {
  item: TaskItemDto;
  first: boolean;
  last: boolean;
  onTick: (done: boolean) => void;
  onRename: (text: string) => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
};

function ChecklistItemRow({ item, first, last, onTick, onRename, onMove, onDelete }: RowProps) {
  const [text, setText] = useState(item.text);
  // Saved when the field is left or Enter is pressed, and only when the text really changed.
  const commit = () => {
    const value = text.trim();
    if (!value) setText(item.text);
    else if (value !== item.text) onRename(value);
  };
  return (
    <li className="flex items-center gap-2" data-testid="checklist-item">
      <Checkbox
        checked={item.done}
        onCheckedChange={(v) => onTick(v === true)}
        aria-label={item.done ? `Untick "${item.text}"` : `Tick "${item.text}"`}
      />
      <Input
        aria-label={`Checklist item: ${item.text}`}
        className={item.done ? "h-8 text-muted-foreground line-through" : "h-8"}
        value={text}
        maxLength={TASK_ITEM_TEXT_MAX}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key !== "Enter") return;
          e.preventDefault();
          commit();
        }}
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Move "${item.text}" up`}
        disabled={first}
        onClick={() => onMove(-1)}
      >
        <ChevronUpIcon className="size-4" aria-hidden />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Move "${item.text}" down`}
        disabled={last}
        onClick={() => onMove(1)}
      >
        <ChevronDownIcon className="size-4" aria-hidden />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Delete "${item.text}"`}
        onClick={onDelete}
      >
        <Trash2 className="size-4" aria-hidden />
      </Button>
    </li>
  );
}
