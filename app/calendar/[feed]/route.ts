// The calendar feed calendar apps subscribe to: /calendar/<token>.ics, no cookie; the token in
// the path is the credential (lib/calendar/token.ts). An unchanged feed answers 304 to the
// ETag the app already has (one per content coding), and is otherwise served from the built copy
// (lib/calendar/feed-cache.ts).
import { route } from "@/lib/http/handler";
import { calendarForToken } from "@/lib/calendar/feed-access";
import { feedFileParams } from "@/lib/calendar/token";
import { clientAddress } from "@/lib/server/client-address";

export const GET = route({ auth: false, params: feedFileParams }, async ({ params, req }) => {
  const { etag, body } = await calendarForToken(
    params.feed,
    clientAddress(req),
    req.headers.get("if-none-match"),
    req.headers.get("accept-encoding"),
  );
  const headers = {
    // One ETag per content coding the server gives the body (lib/calendar/feed-access.ts).
    ETag: etag,
    Vary: "Accept-Encoding",
    // Private: the feed is one person's. no-cache: the app may keep it, and asks with the ETag
    // each time, so a change shows on the next poll.
    "Cache-Control": "private, no-cache",
    // A secret address must not end up in a search index.
    "X-Robots-Tag": "noindex",
  };
  if (body === null) return new Response(null, { status: 304, headers });
  return new Response(body, {
    headers: {
      ...headers,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="balance.ics"',
    },
  });
});
