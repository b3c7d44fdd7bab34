"use client";

import { lazy } from "react";
import { OpenOnDemand } from "@/components/ui/open-on-demand";
import { RowMenuTrigger } from "./row-menu-trigger";
import type { RowMenuProps } from "./row-menu";

const load = () => import("./row-menu");
const RowMenu = lazy(load);

/** The row's "…" menu, its dropdown code fetched on first use. */
export function LazyRowMenu(props: RowMenuProps) {
  return (
    <OpenOnDemand
      popup={RowMenu}
      popupProps={props}
      preload={() => void load()}
      trigger={<RowMenuTrigger description={props.task.description} />}
      haspopup="menu"
      rememberAs={`menu:${props.task.id}`}
    />
  );
}
