"use client";
// "Make this a goal" on a vision-board item (issue 45): opens the goal form, loaded on first use,
// with the item's words and picture.
import { lazy, Suspense, useRef, useState } from "react";

const GoalFormDialog = lazy(() =>
  import("./goal-form-dialog").then((m) => ({ default: m.GoalFormDialog })),
);
const preload = () => void import("./goal-form-dialog");

type Props = {
  item: { id: number; description: string; imageUrl: string };
  /** Marks the button as left out of "Save as Image" and of dragging. */
  extra?: Record<string, string>;
};

export function MakeGoalButton({ item, extra }: Props) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        data-no-drag
        {...extra}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        className="block w-full pointer-coarse:min-h-11 max-sm:min-h-11 border-t border-neutral-200 px-2 py-1.5 text-xs font-medium text-teal-800 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        Make this a goal
      </button>
      {open && (
        <Suspense fallback={null}>
          <GoalFormDialog
            fromItem={item}
            onOpenChange={setOpen}
            onCloseFocus={() => button.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
