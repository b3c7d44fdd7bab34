"use client";

import { lazy } from "react";
import { OpenOnDemand } from "@/components/ui/open-on-demand";
import { ThemeTrigger } from "./theme-trigger";

const load = () => import("./theme-menu");
const ThemeMenu = lazy(load);

/** The header's theme menu, its dropdown code fetched on first use. */
export function LazyThemeMenu() {
  return (
    <OpenOnDemand
      popup={ThemeMenu}
      preload={() => void load()}
      trigger={<ThemeTrigger />}
      haspopup="menu"
    />
  );
}
