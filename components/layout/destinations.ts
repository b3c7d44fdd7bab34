// The signed-in pages a person goes to, in the header's order: one list for the desktop header,
// the phone's header bar and side menu, and the palette's "Go to" actions. While these were four
// lists, Goals and Refer & Earn never reached the palette; a page added here reaches all four.
import {
  BookOpen,
  CheckCircle2,
  CheckSquare,
  Gift,
  ImageIcon,
  Settings,
  TrendingUp,
} from "@/components/ui/icons";
import type { IconComponent } from "@/components/ui/icon";
import type { NavItem } from "./nav-rules";

export type Destination = {
  item: NavItem;
  href: string;
  label: string;
  icon: IconComponent;
  /** On a phone: an icon in the header bar; the others are lines of the side menu. */
  phoneBar?: true;
  /** On a desktop too, an icon button named by its label (the settings cog). */
  iconOnly?: true;
};

export const DESTINATIONS: readonly Destination[] = [
  { item: "tasks", href: "/", label: "My Tasks", icon: CheckSquare, phoneBar: true },
  { item: "journal", href: "/notebook", label: "Journal", icon: BookOpen },
  { item: "insights", href: "/insights", label: "Insights", icon: TrendingUp },
  { item: "goals", href: "/goals", label: "Goals", icon: CheckCircle2 },
  {
    item: "visionBoard",
    href: "/vision-board",
    label: "Vision Board",
    icon: ImageIcon,
    phoneBar: true,
  },
  { item: "affiliate", href: "/affiliate", label: "Refer & Earn", icon: Gift, phoneBar: true },
  { item: "settings", href: "/settings", label: "Settings", icon: Settings, iconOnly: true },
];
