"use client";

import { BookOpen, LogOut, Settings, TrendingUp } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { useLogout } from "@/components/auth/use-logout";
import { PRODUCT_NAME } from "@/lib/brand";
import { AppLink } from "./app-link";
import { ThemeChoice } from "./theme-choice";
import { PhoneMenuTrigger } from "./phone-menu-trigger";

/** The phone side menu: Journal, Insights, Settings, theme and Logout. Loaded on first use. */
export default function PhoneMenu({ email, defaultOpen }: { email: string; defaultOpen?: boolean }) {
  const { logout, pending } = useLogout();
  return (
    <Sheet defaultOpen={defaultOpen}>
      <SheetTrigger asChild>
        <PhoneMenuTrigger />
      </SheetTrigger>
      <SheetContent side="right" className="w-72">
        <SheetHeader>
          <SheetTitle>{PRODUCT_NAME}</SheetTitle>
          <SheetDescription>Signed in as {email}</SheetDescription>
        </SheetHeader>
        <div className="flex flex-col gap-2 px-4">
          <Button asChild variant="ghost" className="justify-start">
            <AppLink href="/notebook" icon={<BookOpen aria-hidden />}>Journal</AppLink>
          </Button>
          <Button asChild variant="ghost" className="justify-start">
            <AppLink href="/insights" icon={<TrendingUp aria-hidden />}>Insights</AppLink>
          </Button>
          <Button asChild variant="ghost" className="justify-start">
            <AppLink href="/settings" icon={<Settings aria-hidden />}>Settings</AppLink>
          </Button>
          <ThemeChoice />
          <Button variant="outline" className="justify-start" onClick={() => void logout()} disabled={pending}>
            <LogOut aria-hidden />Logout
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
