"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { BookOpen, CheckSquare, Gift, ImageIcon, LogOut, Menu, Settings } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { ThemeMenu } from "@/components/theme/theme-menu";
import { useCurrentUser, useLogout } from "@/components/auth/use-auth";
import { PRODUCT_NAME } from "@/lib/brand";
import { greetingName, visibleNavItems } from "./nav-rules";
import { ThemeChoice } from "./theme-choice";

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
                <Link href="/"><CheckSquare aria-hidden />My Tasks</Link>
              </Button>
            )}
            {show.journal && (
              <Button asChild variant="ghost" size="sm">
                <Link href="/notebook"><BookOpen aria-hidden />Journal</Link>
              </Button>
            )}
            {show.visionBoard && (
              <Button asChild variant="ghost" size="sm">
                <Link href="/vision-board"><ImageIcon aria-hidden />Vision Board</Link>
              </Button>
            )}
            {show.affiliate && (
              <Button asChild variant="ghost" size="sm">
                <Link href="/affiliate"><Gift aria-hidden />Refer &amp; Earn</Link>
              </Button>
            )}
            {show.settings && (
              <Button asChild variant="ghost" size="icon" aria-label="Settings">
                <Link href="/settings"><Settings aria-hidden /></Link>
              </Button>
            )}
            <ThemeMenu />
            <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
              <LogOut aria-hidden />Logout
            </Button>
          </div>
          {/* Phone: icon buttons plus a side menu with Journal, Settings, theme and Logout. */}
          <div className="flex items-center gap-1 md:hidden">
            {show.tasks && (
              <Button asChild variant="ghost" size="icon" aria-label="My Tasks">
                <Link href="/"><CheckSquare aria-hidden /></Link>
              </Button>
            )}
            {show.visionBoard && (
              <Button asChild variant="ghost" size="icon" aria-label="Vision Board">
                <Link href="/vision-board"><ImageIcon aria-hidden /></Link>
              </Button>
            )}
            {show.affiliate && (
              <Button asChild variant="ghost" size="icon" aria-label="Refer & Earn">
                <Link href="/affiliate"><Gift aria-hidden /></Link>
              </Button>
            )}
            <Sheet>
              <SheetTrigger asChild>
                <Button variant="ghost" size="icon" aria-label="Open menu">
                  <Menu aria-hidden />
                </Button>
              </SheetTrigger>
              <SheetContent side="right" className="w-72">
                <SheetHeader>
                  <SheetTitle>{PRODUCT_NAME}</SheetTitle>
                  <SheetDescription>{user ? `Signed in as ${user.email}` : "Menu"}</SheetDescription>
                </SheetHeader>
                <div className="flex flex-col gap-2 px-4">
                  <Button asChild variant="ghost" className="justify-start">
                    <Link href="/notebook"><BookOpen aria-hidden />Journal</Link>
                  </Button>
                  <Button asChild variant="ghost" className="justify-start">
                    <Link href="/settings"><Settings aria-hidden />Settings</Link>
                  </Button>
                  <ThemeChoice />
                  <Button variant="outline" className="justify-start" onClick={() => logout.mutate()} disabled={logout.isPending}>
                    <LogOut aria-hidden />Logout
                  </Button>
                </div>
              </SheetContent>
            </Sheet>
          </div>
        </nav>
      </div>
    </header>
  );
}
