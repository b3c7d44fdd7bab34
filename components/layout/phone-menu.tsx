"use client";

import Link from "next/link";
import { BookOpen, LogOut, Settings } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { useCurrentUser, useLogout } from "@/components/auth/use-auth";
import { PRODUCT_NAME } from "@/lib/brand";
import { ThemeChoice } from "./theme-choice";
import { PhoneMenuTrigger } from "./phone-menu-trigger";

/** The phone side menu: Journal, Settings, theme and Logout. Loaded on first use. */
export default function PhoneMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  return (
    <Sheet defaultOpen={defaultOpen}>
      <SheetTrigger asChild>
        <PhoneMenuTrigger />
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
  );
}
