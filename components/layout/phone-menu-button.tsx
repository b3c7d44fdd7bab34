"use client";

import { lazy } from "react";
import { OpenOnDemand } from "@/components/ui/open-on-demand";
import { PhoneMenuTrigger } from "./phone-menu-trigger";

const loadPhoneMenu = () => import("./phone-menu");
const PhoneMenu = lazy(loadPhoneMenu);

/** The phone side menu's button; the menu (a Radix sheet) loads when someone reaches for it. */
export function PhoneMenuButton({ email }: { email: string }) {
  return (
    <OpenOnDemand
      popup={PhoneMenu}
      popupProps={{ email }}
      preload={() => void loadPhoneMenu()}
      trigger={<PhoneMenuTrigger />}
      haspopup="dialog"
    />
  );
}
