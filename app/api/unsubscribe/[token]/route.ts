// One-click unsubscribe (RFC 8058) for the daily reminder e-mail: no session, the signed token in
// the path is the credential (lib/reminders/unsubscribe.ts). POST turns the e-mail off: a mail
// provider sends `List-Unsubscribe=One-Click` as a form, the confirmation page an empty body, and
// the body is read (at most 1 kB) but not required. GET is a person opening the link: it goes to
// the page that asks first, so a scanner following links unsubscribes nobody.
import { route } from "@/lib/http/handler";
import { readBodyText } from "@/lib/server/read-body";
import {
  unsubscribePagePath,
  unsubscribeParams,
  unsubscribeWithToken,
} from "@/lib/reminders/unsubscribe";
import { clientAddress } from "@/lib/server/client-address";

const MAX_BODY_BYTES = 1024;

export const POST = route(
  { auth: false, rawBody: true, params: unsubscribeParams },
  async ({ params, req }) => {
    await readBodyText(req, MAX_BODY_BYTES);
    return unsubscribeWithToken(params.token, clientAddress(req));
  },
);

export const GET = route(
  { auth: false, params: unsubscribeParams },
  ({ params }) =>
    new Response(null, {
      status: 303,
      headers: { Location: unsubscribePagePath(params.token) },
    }),
);
