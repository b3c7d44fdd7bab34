"use client";

import { lazy } from "react";
import { OpenOnDemand } from "@/components/ui/open-on-demand";
import type { TaskDto } from "@/lib/tasks/schemas";
import { RescheduleTrigger } from "./reschedule-trigger";

const load = () => import("./reschedule-menu");
const RescheduleMenu = lazy(load);

/** A row's reschedule menu, its dropdown code fetched on first use (the dashboard's first JavaScript stays as it was). */
export function LazyRescheduleMenu({ task }: { task: TaskDto }) {
  return (
    <OpenOnDemand
      popup={RescheduleMenu}
      popupProps={{ task }}
      preload={() => void load()}
      trigger={<RescheduleTrigger description={task.description} />}
      haspopup="menu"
      rememberAs={`reschedule:${task.id}`}
    />
  );
}
