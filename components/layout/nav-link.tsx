"use client";

import type { ReactNode } from "react";
import { usePathname } from "next/navigation";
import { Button } from "@/components/ui/button";
import { AppLink } from "@/components/ui/app-link";
import { visibleNavItems, type NavItem } from "./nav-rules";

type Props = {
  item: NavItem;
  href: string;
  label: string;
  /** Rendered by the server (the icons' code stays off the page); the spinner shows while loading. */
  icon: ReactNode;
  spinner: ReactNode;
  /** Phone and the settings cog: an icon button named by aria-label. */
  iconOnly?: boolean;
};

/**
 * One header navigation button. The header itself is rendered on the server; only this part reads
 * the path, because the shared layout is not rendered again when someone moves between pages.
 */
export function NavLink({ item, href, label, icon, spinner, iconOnly = false }: Props) {
  const pathname = usePathname();
  if (!visibleNavItems(pathname)[item]) return null;
  return (
    <Button asChild variant="ghost" size={iconOnly ? "icon" : "sm"}>
      <AppLink
        href={href}
        icon={icon}
        pendingIcon={spinner}
        aria-label={iconOnly ? label : undefined}
      >
        {iconOnly ? null : label}
      </AppLink>
    </Button>
  );
}
