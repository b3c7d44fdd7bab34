// Invite by e-mail from Refer & Earn (issue 17), against a real SMTP server started here.
import { describe, expect, it } from "vitest";
import { ApiClient, signedInClient, uniqueEmail } from "../helpers/api-client";
import { smtpForThisFile } from "../helpers/smtp";
import { settleBackgroundWork } from "@/lib/server/background";
import { INVITES_PER_DAY } from "@/lib/referrals/invites";

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
    expect(res.body.message).toBe(`Invitation sent to ${friend}.`);
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

  it("sends nothing to an address that already has an account, with the same 202", async () => {
    const { client } = await signedInClient("inviter-existing");
    const { email: member } = await signedInClient("member");
    const res = await invite(client, member);
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(`Invitation sent to ${member}.`);
    expect(mailsTo(member)).toEqual([]);
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
      [member, false], // had an account before: never shown as joined (and never told apart)
      [stays, false],
      [joins, true],
    ]);
    // Another user's list does not show them.
    const { client: other } = await signedInClient("inviter-list-other");
    expect((await other.get("/api/affiliate/invite")).body).toEqual([]);
  });
});
