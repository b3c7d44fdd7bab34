"use client";
// The life-area picker, one for every form that sets a category (edit task, journal entry, the
// journal's extracted tasks): the eight areas in wheel order, named with the user's own labels.
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { CATEGORIES, type Category } from "@/lib/categories";

type Props = {
  /** "" shows the placeholder (a task whose stored area is not one of the eight). */
  value: Category | "";
  onChange: (category: Category) => void;
  /** The user's name for an area (useCategoryLabel). */
  label: (category: string) => string;
  id?: string;
  "aria-label"?: string;
  className?: string;
  disabled?: boolean;
};

export function CategorySelect({
  value,
  onChange,
  label,
  id,
  className,
  disabled,
  ...aria
}: Props) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as Category)} disabled={disabled}>
      <SelectTrigger id={id} aria-label={aria["aria-label"]} className={className}>
        <SelectValue placeholder="Select category" />
      </SelectTrigger>
      <SelectContent>
        {CATEGORIES.map((c) => (
          <SelectItem key={c} value={c}>
            {label(c)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
