"use client";

import { useState } from "react";
import { usePathname } from "next/navigation";
import { CalendarDays, Download, LogOut } from "@/components/ui/icons";
import { useInstallPrompt } from "@/lib/pwa/install-prompt";
import { Button } from "@/components/ui/button";
import { openSearch } from "@/components/search/open-target";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { useLogout } from "@/components/auth/use-logout";
import { PRODUCT_NAME } from "@/lib/brand";
import { AppLink } from "@/components/ui/app-link";
import { ThemeChoice } from "./theme-choice";
import { DESTINATIONS } from "./destinations";
import { PhoneMenuTrigger } from "./phone-menu-trigger";
import { PLAN_TODAY_EVENT } from "@/components/planning/plan-today-event";
import { showShortcuts } from "@/components/tasks/shortcuts-event";

/**
 * The phone side menu: Plan today, the pages the header bar has no room for, theme and Logout.
 * Loaded on first use. It lives in the layout, which stays mounted across pages, so it closes
 * itself when a choice is made: on a link tap, when the page changes (back button too) and on a
 * theme change. Left open, it covered the new page and the tap looked dead.
 */
export default function PhoneMenu({
  email,
  defaultOpen,
}: {
  email: string;
  defaultOpen?: boolean;
}) {
  const { logout, pending, dialog } = useLogout();
  const [open, setOpen] = useState(defaultOpen ?? false);
  const pathname = usePathname();
  const [openedOn, setOpenedOn] = useState(pathname);
  if (pathname !== openedOn) {
    setOpenedOn(pathname);
    setOpen(false);
  }
  const close = () => setOpen(false);
  const install = useInstallPrompt();
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <PhoneMenuTrigger />
      </SheetTrigger>
      <SheetContent side="right" className="w-72">
        <SheetHeader>
          <SheetTitle>{PRODUCT_NAME}</SheetTitle>
          {/* A long address is cut with an ellipsis; the title shows it whole. */}
          <SheetDescription className="truncate" title={email}>
            Signed in as {email}
          </SheetDescription>
        </SheetHeader>
        <div className="flex flex-col gap-2 px-4">
          {/* Below 360 px the header has no room for the search icon: search is here instead. */}
          <Button
            variant="ghost"
            className="justify-start min-[360px]:hidden"
            onClick={() => {
              close();
              openSearch();
            }}
          >
            Search
          </Button>
          <Button asChild variant="ghost" className="justify-start">
            <AppLink
              href="/?plan=today"
              onClick={(e) => {
                close();
                // Already on the dashboard: the page stays, so it is told to open the plan.
                if (pathname === "/") {
                  e.preventDefault();
                  window.dispatchEvent(new Event(PLAN_TODAY_EVENT));
                }
              }}
              icon={<CalendarDays aria-hidden />}
            >
              Plan today
            </AppLink>
          </Button>
          {/* The pages the phone's header bar has no room for. */}
          {DESTINATIONS.filter((d) => !d.phoneBar).map((d) => (
            <Button key={d.item} asChild variant="ghost" className="justify-start">
              <AppLink href={d.href} onClick={close} icon={<d.icon aria-hidden />}>
                {d.label}
              </AppLink>
            </Button>
          ))}
          <Button
            variant="ghost"
            className="justify-start"
            onClick={() => {
              close();
              showShortcuts();
            }}
          >
            Keyboard shortcuts
          </Button>
          {install && (
            <Button
              variant="ghost"
              className="justify-start"
              onClick={() => void install().finally(close)}
            >
              <Download aria-hidden />
              Install app
            </Button>
          )}
          <ThemeChoice onChange={close} />
          <Button
            variant="outline"
            className="justify-start"
            onClick={() => void logout()}
            disabled={pending}
          >
            <LogOut aria-hidden />
            Logout
          </Button>
        </div>
      </SheetContent>
      {dialog}
    </Sheet>
  );
}
