"use client";
// Tabs after the WAI-ARIA tabs pattern (automatic activation), with shadcn's look and Radix's
// API and data attributes. Written here rather than taken from Radix: Radix Tabs brings its
// roving-focus and collection packages to the sign-in, journal and vision board pages
// (sizes: docs/decisions/own-primitives.md).

import * as React from "react";

import { cn } from "@/lib/utils";

type TabsContextValue = {
  value: string;
  select: (value: string) => void;
  idFor: (part: "trigger" | "content", value: string) => string;
};

const TabsContext = React.createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = React.useContext(TabsContext);
  if (!context) throw new Error(`<${part}> must be inside <Tabs>`);
  return context;
}

type TabsProps = Omit<React.ComponentProps<"div">, "defaultValue" | "dir"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

function Tabs({
  className,
  value: controlled,
  defaultValue = "",
  onValueChange,
  ...props
}: TabsProps) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue);
  const value = controlled ?? uncontrolled;
  const baseId = React.useId();
  const context = React.useMemo<TabsContextValue>(
    () => ({
      value,
      select: (next) => {
        if (next === value) return;
        if (controlled === undefined) setUncontrolled(next);
        onValueChange?.(next);
      },
      idFor: (part, tab) => `${baseId}-${part}-${tab.replace(/\s+/g, "-")}`,
    }),
    [value, controlled, onValueChange, baseId],
  );
  return (
    <TabsContext.Provider value={context}>
      <div
        data-slot="tabs"
        data-orientation="horizontal"
        className={cn("flex flex-col gap-2", className)}
        {...props}
      />
    </TabsContext.Provider>
  );
}

/** Arrow keys, Home and End move between enabled tabs and select the one reached. */
function onListKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
  const moves: Record<string, (i: number, n: number) => number> = {
    ArrowRight: (i, n) => (i + 1) % n,
    ArrowLeft: (i, n) => (i - 1 + n) % n,
    Home: () => 0,
    End: (_, n) => n - 1,
  };
  const move = moves[event.key];
  if (!move) return;
  const tabs = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])'),
  ];
  const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (current === -1 || tabs.length === 0) return;
  event.preventDefault();
  const next = tabs[move(current, tabs.length)]!;
  next.focus();
  next.click();
}

function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn(
        "bg-muted text-muted-foreground inline-flex h-9 w-fit items-center justify-center rounded-lg p-[3px]",
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) onListKeyDown(event);
      }}
      {...props}
    />
  );
}

function TabsTrigger({
  className,
  value,
  onClick,
  ...props
}: React.ComponentProps<"button"> & { value: string }) {
  const tabs = useTabs("TabsTrigger");
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idFor("trigger", value)}
      aria-selected={active}
      aria-controls={tabs.idFor("content", value)}
      data-state={active ? "active" : "inactive"}
      tabIndex={active ? 0 : -1}
      data-slot="tabs-trigger"
      className={cn(
        "data-[state=active]:bg-background dark:data-[state=active]:text-foreground focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:outline-ring dark:data-[state=active]:border-input dark:data-[state=active]:bg-input/30 text-foreground dark:text-muted-foreground inline-flex h-[calc(100%-1px)] flex-1 items-center justify-center gap-1.5 rounded-md border border-transparent px-2 py-1 text-sm font-medium whitespace-nowrap transition-[color,box-shadow] focus-visible:ring-[3px] focus-visible:outline-1 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:shadow-sm [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

/**
 * The panel of one tab; its content is only rendered while the tab is selected (as Radix does).
 * Not a tab stop of its own: a panel with fields or buttons (the sign-in forms) made Tab land on
 * an empty stop between the tabs and the first field. A panel of plain text that may scroll
 * passes tabIndex={0}, as the WAI-ARIA pattern advises for panels without focusable content.
 */
function TabsContent({
  className,
  value,
  children,
  ...props
}: React.ComponentProps<"div"> & { value: string }) {
  const tabs = useTabs("TabsContent");
  const active = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={tabs.idFor("content", value)}
      aria-labelledby={tabs.idFor("trigger", value)}
      data-state={active ? "active" : "inactive"}
      hidden={!active}
      data-slot="tabs-content"
      className={cn(
        "flex-1 rounded-md outline-none focus-visible:ring-ring/50 focus-visible:ring-[3px]",
        className,
      )}
      {...props}
    >
      {active && children}
    </div>
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent };
