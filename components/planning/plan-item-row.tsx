"use client";
// One row of the plan: its start, its words, its minutes, and the buttons that move or remove it.
// Dragging is the editor's (it knows where the row is dropped); Alt+↑/↓ moves a focused row.
import { ArrowDown, ArrowUp, X } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { categoryColor } from "@/lib/categories";
import { isEstimate } from "@/lib/time/rules";
import { PLAN_REASONS, type PlanItem } from "./plan-item";

type Props = {
  item: PlanItem & { start: string };
  /** Its place in the plan, and the plan's length. */
  index: number;
  count: number;
  label: (category: string) => string;
  onMove: (to: number) => void;
  onMinutes: (minutes: number) => void;
  onRemove: () => void;
  onDragStart: () => void;
  onDrop: () => void;
};

export function PlanItemRow({
  item,
  index,
  count,
  label,
  onMove,
  onMinutes,
  onRemove,
  onDragStart,
  onDrop,
}: Props) {
  return (
    <li
      draggable
      onDragStart={onDragStart}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        onDrop();
      }}
      onKeyDown={(e) => {
        if (!e.altKey) return;
        if (e.key === "ArrowUp") onMove(index - 1);
        else if (e.key === "ArrowDown") onMove(index + 1);
        else return;
        e.preventDefault();
      }}
      data-testid="plan-item"
      className="flex flex-wrap items-center gap-2 rounded-lg border bg-card p-2 text-sm sm:flex-nowrap"
      style={{ borderLeft: `4px solid ${categoryColor(item.category)}` }}
    >
      <span className="w-12 shrink-0 font-medium tabular-nums" data-testid="plan-item-start">
        {item.start}
      </span>
      {/* On a phone the words keep a readable width; the controls wrap below them. */}
      <span className="min-w-[10rem] flex-1 sm:min-w-0">
        <span className="block break-words font-medium">{item.description}</span>
        <span className="text-xs text-muted-foreground">
          {label(item.category)} · {PLAN_REASONS[item.reason]}
        </span>
      </span>
      <Input
        aria-label={`Minutes for "${item.description}"`}
        inputMode="numeric"
        className="h-8 w-16"
        defaultValue={String(item.minutes)}
        onChange={(e) => {
          const n = Number(e.target.value);
          if (isEstimate(n)) onMinutes(n);
        }}
      />
      <span className="text-xs text-muted-foreground">min</span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Move "${item.description}" earlier`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUp className="size-4" aria-hidden />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Move "${item.description}" later`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDown className="size-4" aria-hidden />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Remove "${item.description}" from the plan`}
        onClick={onRemove}
      >
        <X className="size-4" aria-hidden />
      </Button>
    </li>
  );
}
