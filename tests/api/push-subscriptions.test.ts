// Push devices (issue 28): POST/GET/DELETE /api/push/subscriptions and GET /api/push/key; the
// endpoint allow-list (the server requests that URL, so never one of the caller's choosing), the
// 10-device cap, an endpoint moving between users of one browser, and removal with the account.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ApiClient, signedInClient } from "../helpers/api-client";
import { browserKeys } from "../helpers/push";
import { getDb } from "@/db/client";
import { pushSubscriptions } from "@/db/schema";
import { forgetVapidKeys } from "@/lib/push/vapid";
import { subscribe } from "@/lib/push/subscriptions";

const ALLOWED = "127.0.0.1:3210";
beforeAll(() => {
  process.env.PUSH_ALLOWED_HOSTS = `${ALLOWED}, push.example.test`;
});
afterAll(() => {
  delete process.env.PUSH_ALLOWED_HOSTS;
});

let n = 0;
function sub(
  endpoint = `https://fcm.googleapis.com/fcm/send/dev-${process.pid}-${Date.now()}-${++n}`,
  label?: string,
) {
  const k = browserKeys();
  return { endpoint, keys: { p256dh: k.p256dh, auth: k.auth }, ...(label ? { label } : {}) };
}

describe("GET /api/push/key", () => {
  it("is public and gives a VAPID public key generated once into DATA_DIR", async () => {
    const res = await new ApiClient().get("/api/push/key");
    expect(res.status).toBe(200);
    expect(Buffer.from(res.body.publicKey as string, "base64url")).toHaveLength(65);
    forgetVapidKeys();
    expect((await new ApiClient().get("/api/push/key")).body.publicKey).toBe(res.body.publicKey);
  });

  it("with DATABASE_URL and no keys, push is off: 503 NOT_CONFIGURED", async () => {
    const saved = {
      url: process.env.DATABASE_URL,
      pub: process.env.VAPID_PUBLIC_KEY,
      priv: process.env.VAPID_PRIVATE_KEY,
    };
    forgetVapidKeys();
    process.env.DATABASE_URL = saved.url ?? "postgres://unused.invalid/db";
    delete process.env.VAPID_PUBLIC_KEY;
    delete process.env.VAPID_PRIVATE_KEY;
    try {
      const res = await new ApiClient().get("/api/push/key");
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        code: "NOT_CONFIGURED",
        message: expect.stringContaining("not configured"),
      });
      // Nor can a device subscribe: nothing would ever reach it.
      await expect(subscribe("any-user", sub())).rejects.toMatchObject({
        code: "NOT_CONFIGURED",
        status: 503,
      });
    } finally {
      if (saved.url === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved.url;
      if (saved.pub !== undefined) process.env.VAPID_PUBLIC_KEY = saved.pub;
      if (saved.priv !== undefined) process.env.VAPID_PRIVATE_KEY = saved.priv;
      forgetVapidKeys();
    }
  });

  it("takes VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY from the environment", async () => {
    const saved = { pub: process.env.VAPID_PUBLIC_KEY, priv: process.env.VAPID_PRIVATE_KEY };
    forgetVapidKeys();
    process.env.VAPID_PUBLIC_KEY = "BEnv";
    process.env.VAPID_PRIVATE_KEY = "private";
    try {
      expect((await new ApiClient().get("/api/push/key")).body).toEqual({ publicKey: "BEnv" });
    } finally {
      process.env.VAPID_PUBLIC_KEY = saved.pub;
      process.env.VAPID_PRIVATE_KEY = saved.priv;
      if (saved.pub === undefined) delete process.env.VAPID_PUBLIC_KEY;
      if (saved.priv === undefined) delete process.env.VAPID_PRIVATE_KEY;
      forgetVapidKeys();
    }
  });
});

describe("/api/push/subscriptions", () => {
  it("subscribes (201), the same endpoint again is 200 with new keys, lists and deletes", async () => {
    const u = await signedInClient("push-sub");
    const body = sub(undefined, "Pixel 8");
    const first = await u.client.post("/api/push/subscriptions", body);
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      id: expect.any(Number),
      label: "Pixel 8",
      lastSuccessAt: null,
    });
    const again = await u.client.post("/api/push/subscriptions", {
      ...sub(body.endpoint),
      label: "Pixel 8 (renamed)",
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const list = await u.client.get("/api/push/subscriptions");
    expect(list.body).toEqual([
      expect.objectContaining({
        id: first.body.id,
        label: "Pixel 8 (renamed)",
        endpoint: body.endpoint,
        createdAt: expect.any(String),
      }),
    ]);
    expect((await u.client.delete(`/api/push/subscriptions/${first.body.id}`)).status).toBe(204);
    expect((await u.client.get("/api/push/subscriptions")).body).toEqual([]);
    expect((await u.client.delete(`/api/push/subscriptions/${first.body.id}`)).status).toBe(404);
  });

  it("an endpoint another user had on this browser moves to the new user", async () => {
    const a = await signedInClient("push-a");
    const b = await signedInClient("push-b");
    const body = sub();
    const mine = await a.client.post("/api/push/subscriptions", body);
    const moved = await b.client.post("/api/push/subscriptions", sub(body.endpoint));
    expect(moved.status).toBe(200);
    expect(moved.body.id).toBe(mine.body.id);
    expect((await a.client.get("/api/push/subscriptions")).body).toEqual([]);
    expect((await b.client.get("/api/push/subscriptions")).body).toHaveLength(1);
    // A cannot remove B's device: 404, still there.
    expect((await a.client.delete(`/api/push/subscriptions/${mine.body.id}`)).status).toBe(404);
    expect((await b.client.get("/api/push/subscriptions")).body).toHaveLength(1);
  });

  it("accepts the known push services and PUSH_ALLOWED_HOSTS, refuses every other endpoint with a 400 naming it", async () => {
    const u = await signedInClient("push-hosts");
    const good = [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/QGx",
      "https://wns2-par02p.notify.windows.com/w/?token=abc",
      `https://${ALLOWED}/push/1`,
      "https://push.example.test/p/1",
    ];
    for (const endpoint of good) {
      const res = await u.client.post("/api/push/subscriptions", sub(endpoint));
      expect(res.status, `${endpoint} → ${res.text}`).toBe(201);
    }
    const bad = [
      "http://fcm.googleapis.com/fcm/send/abc", // not https
      "file:///etc/passwd",
      "https://127.0.0.1/push", // IP not allowed (only :3210 is)
      "https://127.0.0.1:3211/push",
      "https://[::1]/push",
      "https://10.0.0.5/push",
      "https://169.254.169.254/latest/meta-data",
      "https://2130706433/push", // 127.0.0.1 as a number
      "https://fcm.googleapis.com.evil.test/x",
      "https://evilfcm.googleapis.com.attacker.test/x",
      "https://push.apple.com.attacker.test/x",
      "https://attacker.test/?fcm.googleapis.com",
      "https://fcm.googleapis.com:8443/fcm/send/abc", // a known host on another port
      "https://user:pw@fcm.googleapis.com/fcm/send/abc",
      "https://localhost/push",
      "javascript:alert(1)",
      "not a url",
      "gopher://fcm.googleapis.com/x",
      // Read as *.push.apple.com by WHATWG URL, as 127.0.0.1 by the legacy url.parse web-push uses.
      "https://127.0.0.1;.push.apple.com/probe",
      "https://127.0.0.1'.push.apple.com/probe",
      'https://127.0.0.1".push.apple.com/probe',
      "https://127.0.0.1`.push.apple.com/probe",
      "https://127.0.0.1{.push.apple.com/probe",
      "https://127.0.0.1}.push.apple.com/probe",
      // Not in its canonical form (only the form that is checked is stored and sent).
      "https://FCM.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:443/fcm/send/abc",
      " https://fcm.googleapis.com/fcm/send/abc",
    ];
    for (const endpoint of bad) {
      const res = await u.client.post("/api/push/subscriptions", sub(endpoint));
      expect(res.status, endpoint).toBe(400);
      expect(res.body, endpoint).toMatchObject({
        code: "BAD_REQUEST",
        field: "endpoint",
        message: expect.stringContaining("endpoint"),
      });
    }
    expect((await u.client.get("/api/push/subscriptions")).body).toHaveLength(good.length);
  });

  it("refuses keys that are not a P-256 point and a 16-byte secret", async () => {
    const u = await signedInClient("push-keys");
    const valid = sub();
    for (const keys of [
      { ...valid.keys, p256dh: "abc" },
      { ...valid.keys, auth: Buffer.alloc(15).toString("base64url") },
      { ...valid.keys, p256dh: Buffer.alloc(65, 2).toString("base64url") },
      // Uncompressed form (0x04…) but not a point on the curve.
      {
        ...valid.keys,
        p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString("base64url"),
      },
      { p256dh: valid.keys.p256dh },
      { ...valid.keys, extra: 1 },
    ]) {
      const res = await u.client.post("/api/push/subscriptions", { ...valid, keys });
      expect(res.status, JSON.stringify(keys)).toBe(400);
      expect(res.body.message).toMatch(/keys|extra/);
    }
  });

  it("allows at most 10 devices per user (409), an existing one can still be refreshed", async () => {
    const u = await signedInClient("push-cap");
    const bodies = Array.from({ length: 10 }, () => sub());
    for (const b of bodies)
      expect((await u.client.post("/api/push/subscriptions", b)).status).toBe(201);
    const eleventh = await u.client.post("/api/push/subscriptions", sub());
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toMatch(/At most 10 devices/);
    expect((await u.client.post("/api/push/subscriptions", sub(bodies[0]!.endpoint))).status).toBe(
      200,
    );
    expect((await u.client.get("/api/push/subscriptions")).body).toHaveLength(10);
  });

  it("account deletion removes every device", async () => {
    const u = await signedInClient("push-gone");
    await u.client.post("/api/push/subscriptions", sub());
    await u.client.post("/api/push/subscriptions", sub());
    const res = await u.client.request("DELETE", "/api/account", { password: u.password });
    expect(res.status, res.text).toBe(200);
    const db = await getDb();
    expect(
      await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, u.user.id)),
    ).toEqual([]);
  });
});
