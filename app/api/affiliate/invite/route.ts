import { route } from "@/lib/http/handler";
import { inviteSchema } from "@/lib/referrals/schemas";
import { inviteByEmail, listInvites } from "@/lib/referrals/invites";
import { publicOrigin } from "@/lib/server/public-origin";

export const GET = route({}, ({ userId }) => listInvites(userId));

export const POST = route({ body: inviteSchema }, async ({ userId, body }) =>
  Response.json(await inviteByEmail(userId, body.email, publicOrigin()), { status: 202 }),
);
