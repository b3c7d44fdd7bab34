import type { Metadata } from "next";
import { requireUserId } from "@/lib/auth/session";
import { loadOrNull } from "@/lib/api/load-or-null";
import { listJournals } from "@/lib/journal/data";
import { getSettings } from "@/lib/settings/data";
import { JournalScreen } from "@/components/journal/journal-screen";

export const metadata: Metadata = { title: "Journal" };

export default async function NotebookPage() {
  const userId = await requireUserId();
  // Entries and the user's area names arrive with the page (no loading flash); the screen keeps
  // them in its own state (no React Query here).
  const [entries, settings] = await Promise.all([
    loadOrNull("the journal entries", listJournals(userId)),
    loadOrNull("the settings", getSettings(userId)),
  ]);
  return <JournalScreen initialEntries={entries} settings={settings} />;
}
