// Built feeds kept in memory, keyed by the feed's version (feed.ts's feedVersion: a fingerprint
// the database computes over exactly the rows the feed shows). A task change makes a new version,
// so a stale copy is never served, on one server or several; an unchanged feed is served again
// without rebuilding, and calendar apps that send If-None-Match get a 304. Fetches of the same
// version at the same moment share one build.
import "server-only";

/** Feeds kept at most (a 2,000-event feed is under 1 MB); the least recently used goes first. */
const MAX_ENTRIES = 64;

const built = new Map<string, { version: string; body: string }>();
const building = new Map<string, Promise<string>>();

/** The feed of `userId` at `version`, from memory or built once by `build`. */
export async function cachedFeed(
  userId: string,
  version: string,
  build: () => Promise<string>,
): Promise<string> {
  const hit = built.get(userId);
  if (hit?.version === version) {
    // Refresh its place in the LRU order.
    built.delete(userId);
    built.set(userId, hit);
    return hit.body;
  }
  const key = `${userId}|${version}`;
  let pending = building.get(key);
  if (!pending) {
    pending = build().finally(() => building.delete(key));
    building.set(key, pending);
  }
  const body = await pending;
  built.delete(userId);
  built.set(userId, { version, body });
  while (built.size > MAX_ENTRIES) built.delete(built.keys().next().value!);
  return body;
}

/** For tests: forget every built feed. */
export function clearFeedCache(): void {
  built.clear();
}
