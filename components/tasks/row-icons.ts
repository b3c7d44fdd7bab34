import { CalendarDays, GripVertical, Pencil, Star } from "@/components/ui/icons";

/** The icons every task row draws, as one sprite per task panel (components/ui/icon-sprite.tsx). */
export const ROW_ICONS = [GripVertical, CalendarDays, Star, Pencil];
