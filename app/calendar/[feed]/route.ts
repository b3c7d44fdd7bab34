// The calendar feed calendar apps subscribe to: /calendar/<token>.ics, no cookie; the token in
// the path is the credential (lib/calendar/token.ts).
import { route } from "@/lib/http/handler";
import { calendarForToken } from "@/lib/calendar/feed-access";
import { feedFileParams } from "@/lib/calendar/token";
import { clientAddress } from "@/lib/server/client-address";

export const GET = route({ auth: false, params: feedFileParams }, async ({ params, req }) => {
  const calendar = await calendarForToken(params.feed, clientAddress(req));
  return new Response(calendar, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      // Private: the feed is one person's; five minutes spares a rebuild for quick repeat fetches.
      "Cache-Control": "private, max-age=300",
      "Content-Disposition": 'inline; filename="balance.ics"',
      // A secret address must not end up in a search index.
      "X-Robots-Tag": "noindex",
    },
  });
});
