"use client";

import { useRouter } from "next/navigation";
import { CheckCircle2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { categoryColor } from "@/lib/categories";
import type { TaskDto } from "@/lib/tasks/schemas";

type Props = { tasks: TaskDto[] | null; label: (category: string) => string; onClose: () => void };

/** After saving: the created tasks, then Stay Here or View Tasks on Dashboard (spec §2). */
export function TasksCreatedDialog({ tasks, label, onClose }: Props) {
  const router = useRouter();
  const n = tasks?.length ?? 0;
  return (
    <Dialog open={tasks !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CheckCircle2 className="size-5 text-green-600 dark:text-green-500" aria-hidden />
            Tasks Created
          </DialogTitle>
          <DialogDescription>
            {n} task{n === 1 ? " was" : "s were"} added to your task list.
          </DialogDescription>
        </DialogHeader>
        <ul className="space-y-2" aria-label="Created tasks">
          {tasks?.map((t) => (
            <li key={t.id} className="flex items-start gap-2 rounded-md border px-3 py-2 text-sm">
              <span
                className="mt-1.5 size-2 shrink-0 rounded-full"
                style={{ backgroundColor: categoryColor(t.category) }}
                aria-hidden
              />
              <span className="min-w-0 flex-1 break-words">{t.description}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{label(t.category)}</span>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Stay Here
          </Button>
          <Button
            type="button"
            onClick={() => {
              onClose();
              router.push("/");
            }}
          >
            View Tasks on Dashboard
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
