// Invite by e-mail from Refer & Earn (issue 17), against a real SMTP server started here.
import { describe, expect, it } from "vitest";
import { ApiClient, signedInClient, uniqueEmail } from "../helpers/api-client";
import { smtpForThisFile } from "../helpers/smtp";
import { settleBackgroundWork } from "@/lib/server/background";
import { INVITES_PER_DAY, inviteByEmail } from "@/lib/referrals/invites";

const smtp = smtpForThisFile();

const mailsTo = smtp.mailsTo;

async function invite(client: ApiClient, email: string) {
  const res = await client.post("/api/affiliate/invite", { email });
  await settleBackgroundWork();
  return res;
}

describe("POST /api/affiliate/invite", () => {
  it("answers 202 and mails the inviter's referral link and who they are", async () => {
    const { client, email: inviter, user } = await signedInClient("inviter");
    const friend = uniqueEmail("friend");
    const res = await invite(client, friend.toUpperCase());
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: `Invitation sent to ${friend}.`, sent: true });
    const [mail] = mailsTo(friend);
    expect(mail).toBeDefined();
    expect(mail!.mail.subject).toBe("You're invited to Balance");
    expect(mail!.mail.subject).not.toContain(inviter);
    const link = `http://localhost:3000/auth?tab=register&referralCode=${user.affiliateCode}`;
    expect(mail!.mail.text).toContain(link);
    expect(mail!.mail.text).toContain(`${inviter} invited you`);
    expect(mail!.mail.html).toContain(link.replace(/&/g, "&amp;"));
  });

  it("links to the configured origin whatever Host the inviter sends (F1)", async () => {
    const { client } = await signedInClient("inviter-host");
    const friend = uniqueEmail("friend-host");
    const res = await client.request(
      "POST",
      "/api/affiliate/invite",
      { email: friend },
      { headers: { host: "evil.example", "x-forwarded-host": "evil.example" } },
    );
    await settleBackgroundWork();
    expect(res.status).toBe(202);
    const [mail] = mailsTo(friend);
    expect(mail!.mail.text).not.toContain("evil.example");
    expect(mail!.mail.text).toContain("http://localhost:3000/auth?tab=register");
  });

  it("tells that an address already has an account, in sign-up's words, and sends nothing (issue 47)", async () => {
    const { client } = await signedInClient("inviter-existing");
    const { email: member } = await signedInClient("member");
    const res = await invite(client, member.toUpperCase());
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      message: `An account with ${member} already exists, so no invitation was sent.`,
      sent: false,
      reason: "member",
    });
    expect(mailsTo(member)).toEqual([]);
    // Sign-up says the same fact for the same address, and nothing more is told here.
    const signUp = await new ApiClient().post("/api/register", {
      email: member,
      password: "secret123",
    });
    expect(signUp.status).toBe(409);
    expect(signUp.body.message).toMatch(/already exists/);
    expect(Object.keys(res.body).sort()).toEqual(["message", "reason", "sent"]);
    // Not listed as an invitation.
    expect((await client.get("/api/affiliate/invite")).body).toEqual([]);
  });

  it("does not send a second invitation to the same address within a day, and says so (issue 47)", async () => {
    const { client, user } = await signedInClient("inviter-twice");
    const friend = uniqueEmail("twice");
    const first = await invite(client, friend);
    expect(first.body).toMatchObject({ sent: true });
    const again = await invite(client, friend);
    expect(again.status).toBe(202);
    expect(again.body).toEqual({
      message: `You invited ${friend} less than a day ago, so it was not sent again. You can send a reminder after 24 hours.`,
      sent: false,
      reason: "recent",
    });
    expect(mailsTo(friend)).toHaveLength(1);
    const listed = (await client.get("/api/affiliate/invite")).body as { sentAt: string }[];
    expect(listed).toHaveLength(1);

    // A day later it goes again, and the list shows the new time.
    const dayLater = new Date(Date.parse(listed[0]!.sentAt) + 24 * 60 * 60 * 1000 + 1000);
    const later = await inviteByEmail(user.id, friend, "http://localhost:3000", dayLater);
    await settleBackgroundWork();
    expect(later.sent).toBe(true);
    expect(mailsTo(friend)).toHaveLength(2);
    const relisted = (await client.get("/api/affiliate/invite")).body as { sentAt: string }[];
    expect(relisted[0]!.sentAt).toBe(dayLater.toISOString());
    // Another inviter is not held back by this one's invitation.
    const { client: other } = await signedInClient("inviter-twice-other");
    expect((await invite(other, friend)).body).toMatchObject({ sent: true });
  });

  it(`allows ${INVITES_PER_DAY} invitations a day per user, then 429`, async () => {
    const { client } = await signedInClient("inviter-limit");
    for (let i = 0; i < INVITES_PER_DAY; i++)
      expect((await invite(client, uniqueEmail("many"))).status).toBe(202);
    const over = await invite(client, uniqueEmail("many"));
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/20 invitations a day/);
    // Another user is not affected.
    const { client: other } = await signedInClient("inviter-other");
    expect((await invite(other, uniqueEmail("many"))).status).toBe(202);
  });

  it("mails one address at most 3 times a day, whoever invites it", async () => {
    const target = uniqueEmail("popular");
    for (let i = 0; i < 5; i++) {
      const { client } = await signedInClient(`inviter-pop-${i}`);
      expect((await invite(client, target)).status).toBe(202);
    }
    expect(mailsTo(target)).toHaveLength(3);
  });

  it("refuses a malformed address with a 400 naming the field, and anonymous callers with 401", async () => {
    const { client } = await signedInClient("inviter-bad");
    const res = await client.post("/api/affiliate/invite", { email: "nope" });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe("email");
    expect(
      (await new ApiClient().post("/api/affiliate/invite", { email: uniqueEmail() })).status,
    ).toBe(401);
  });
});

describe("GET /api/affiliate/invite", () => {
  it("lists the invitations sent, newest first, and which of them joined with the code", async () => {
    const { client, user } = await signedInClient("inviter-list");
    const joins = uniqueEmail("joins");
    const stays = uniqueEmail("stays");
    const member = (await signedInClient("already-member")).email;
    await invite(client, joins);
    await invite(client, stays);
    await invite(client, member);
    expect(
      (
        await new ApiClient().post("/api/register", {
          email: joins,
          password: "secret123",
          referredByCode: user.affiliateCode,
        })
      ).status,
    ).toBe(201);

    const res = await client.get("/api/affiliate/invite");
    expect(res.status).toBe(200);
    expect(res.body.map((i: { email: string; joined: boolean }) => [i.email, i.joined])).toEqual([
      // An address that had an account is told so and not listed (issue 47).
      [stays, false],
      [joins, true],
    ]);
    expect(member).not.toBe(joins);
    // Another user's list does not show them.
    const { client: other } = await signedInClient("inviter-list-other");
    expect((await other.get("/api/affiliate/invite")).body).toEqual([]);
  });
});
