import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * Settings' groups, in the page's order. Sixteen cards make a page nine screens tall on a phone:
 * the index at the top goes straight to a group, and the account's irreversible step (Delete
 * account, in Your data) is the last thing on the page, not between the calendars and a form.
 */
const SETTINGS_SECTIONS = [
  { id: "plan", title: "Plan" },
  { id: "life-areas", title: "Life areas" },
  // Every card of these two edits the settings: with them unreadable, the group is not drawn.
  { id: "your-day", title: "Your day", needsSettings: true },
  { id: "reminders", title: "Reminders", needsSettings: true },
  { id: "calendars", title: "Calendars" },
  { id: "account", title: "Account" },
  { id: "your-data", title: "Your data" },
] as const;

type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]["id"];

const titleOf = (id: SettingsSectionId) => SETTINGS_SECTIONS.find((s) => s.id === id)!.title;

/** Links to the groups drawn: with the settings unreadable, only those that do not need them. */
export function SettingsIndex({ settingsRead }: { settingsRead: boolean }) {
  return (
    <nav aria-label="Settings sections" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {SETTINGS_SECTIONS.filter((s) => settingsRead || !("needsSettings" in s)).map((s) => (
          <li key={s.id}>
            {/* A plain anchor: the browser scrolls, and Back returns to the top. */}
            <a
              href={`#${s.id}`}
              className="inline-flex h-11 items-center rounded-full border px-4 text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {s.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * One group: a landmark named by its title (screen readers list it), clear of the sticky header
 * when the index scrolls to it. `columns`: its cards two by two on a wide screen.
 */
export function SettingsSection({
  id,
  columns = true,
  children,
}: {
  id: SettingsSectionId;
  columns?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-label={titleOf(id)}
      className={cn(
        "scroll-mt-20",
        columns ? "grid items-start gap-6 lg:grid-cols-2" : "space-y-6",
      )}
    >
      {children}
    </section>
  );
}
