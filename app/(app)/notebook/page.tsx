import type { Metadata } from "next";
import { requireUserId } from "@/lib/auth/session";
import { queryKeys } from "@/lib/api/query-keys";
import { prefetch } from "@/lib/api/server-prefetch";
import { PrefetchedQueries } from "@/components/providers/prefetched-queries";
import { listJournals } from "@/lib/journal/journals";
import { getSettings } from "@/lib/settings/settings";
import { JournalScreen } from "@/components/journal/journal-screen";

export const metadata: Metadata = { title: "Journal" };

export default async function NotebookPage() {
  const userId = await requireUserId();
  // Entries and the user's area names arrive with the page: no loading flash on first paint.
  await Promise.all([
    prefetch(queryKeys.journals, () => listJournals(userId)),
    prefetch(queryKeys.settings, () => getSettings(userId)),
  ]);
  return (
    <PrefetchedQueries>
      <JournalScreen />
    </PrefetchedQueries>
  );
}
