// Which header buttons show on which page (spec §2 "Header and navigation").
export type NavItem =
  "tasks" | "journal" | "insights" | "goals" | "visionBoard" | "affiliate" | "settings";

export function visibleNavItems(pathname: string): Record<NavItem, boolean> {
  const on = (path: string) => pathname === path;
  return {
    tasks: on("/notebook") || on("/vision-board") || on("/settings") || on("/goals"),
    journal: !on("/notebook"),
    // Not in the spec's header: Insights (balance over time) joins the signed-in pages' links.
    insights: !on("/insights"),
    // Issue 45: goals, between the vision board and the tasks.
    goals: !on("/goals"),
    visionBoard: !on("/vision-board") && !on("/settings"),
    affiliate: !on("/affiliate") && !on("/settings"),
    settings: !on("/settings"),
  };
}

/** The greeting's name: the part of the e-mail before the @ sign. */
export const greetingName = (email: string) => email.split("@")[0] ?? email;
