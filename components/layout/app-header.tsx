"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { lazy } from "react";
import { BookOpen, CheckSquare, Gift, ImageIcon, LogOut, Settings } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LazyThemeMenu } from "@/components/theme/lazy-theme-menu";
import { useCurrentUser, useLogout } from "@/components/auth/use-auth";
import { PRODUCT_NAME } from "@/lib/brand";
import { greetingName, visibleNavItems } from "./nav-rules";
import { NavIcon } from "./nav-icon";
import { OpenOnDemand } from "./open-on-demand";
import { PhoneMenuTrigger } from "./phone-menu-trigger";

const loadPhoneMenu = () => import("./phone-menu");
const PhoneMenu = lazy(loadPhoneMenu);

export function AppHeader() {
  const pathname = usePathname();
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  const show = visibleNavItems(pathname);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Link href="/" className="mr-2 text-lg font-semibold tracking-tight text-primary">
          {PRODUCT_NAME}
        </Link>
        {user && (
          <span className="truncate text-sm text-muted-foreground" data-testid="greeting">
            Hi, {greetingName(user.email)}
          </span>
        )}
        <nav aria-label="Main" className="ml-auto flex items-center gap-1">
          {/* Desktop: labelled buttons. */}
          <div className="hidden items-center gap-1 md:flex">
            {show.tasks && (
              <Button asChild variant="ghost" size="sm">
                <Link href="/"><NavIcon icon={CheckSquare} />My Tasks</Link>
              </Button>
            )}
            {show.journal && (
              <Button asChild variant="ghost" size="sm">
                <Link href="/notebook"><NavIcon icon={BookOpen} />Journal</Link>
              </Button>
            )}
            {show.visionBoard && (
              <Button asChild variant="ghost" size="sm">
                <Link href="/vision-board"><NavIcon icon={ImageIcon} />Vision Board</Link>
              </Button>
            )}
            {show.affiliate && (
              <Button asChild variant="ghost" size="sm">
                <Link href="/affiliate"><NavIcon icon={Gift} />Refer &amp; Earn</Link>
              </Button>
            )}
            {show.settings && (
              <Button asChild variant="ghost" size="icon" aria-label="Settings">
                <Link href="/settings"><NavIcon icon={Settings} /></Link>
              </Button>
            )}
            <LazyThemeMenu />
            <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
              <LogOut aria-hidden />Logout
            </Button>
          </div>
          {/* Phone: icon buttons plus a side menu (Journal, Settings, theme, Logout) loaded on first use. */}
          <div className="flex items-center gap-1 md:hidden">
            {show.tasks && (
              <Button asChild variant="ghost" size="icon" aria-label="My Tasks">
                <Link href="/"><NavIcon icon={CheckSquare} /></Link>
              </Button>
            )}
            {show.visionBoard && (
              <Button asChild variant="ghost" size="icon" aria-label="Vision Board">
                <Link href="/vision-board"><NavIcon icon={ImageIcon} /></Link>
              </Button>
            )}
            {show.affiliate && (
              <Button asChild variant="ghost" size="icon" aria-label="Refer & Earn">
                <Link href="/affiliate"><NavIcon icon={Gift} /></Link>
              </Button>
            )}
            <OpenOnDemand popup={PhoneMenu} preload={() => void loadPhoneMenu()} trigger={<PhoneMenuTrigger />} haspopup="dialog" />
          </div>
        </nav>
      </div>
    </header>
  );
}
