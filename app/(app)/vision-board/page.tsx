import type { Metadata } from "next";
import { requireUserId } from "@/lib/auth/session";
import { queryKeys } from "@/lib/api/query-keys";
import { prefetch } from "@/lib/api/server-prefetch";
import { PrefetchedQueries } from "@/components/providers/prefetched-queries";
import { listBoards } from "@/lib/vision-boards/data";
import { VisionBoardScreen } from "@/components/vision-board/vision-board-screen";
import { me } from "@/lib/auth/service";

export const metadata: Metadata = { title: "Vision Boards" };

export default async function VisionBoardPage() {
  const userId = await requireUserId();
  // The gallery (with every board's collage thumbnails) arrives with the page: no loading flash.
  const [user] = await Promise.all([
    me(userId),
    prefetch(queryKeys.visionBoards, () => listBoards(userId)),
  ]);
  return (
    <PrefetchedQueries>
      <VisionBoardScreen hasPremium={user.hasPremium} />
    </PrefetchedQueries>
  );
}
