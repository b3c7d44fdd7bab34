// Push reminders sent (issue 28) to a real HTTPS push receiver started here (RFC 8030), with a
// throw-away self-signed certificate for 127.0.0.1 that only this test's agent trusts; each body
// is decrypted (RFC 8291, aes128gcm) with the subscription's own private key. Fixed clocks.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { eq } from "drizzle-orm";
import { ApiClient, signedInClient } from "../helpers/api-client";
import { browserKeys, decryptPush, startTrustedReceiver, type BrowserKeys } from "../helpers/push";
import { getDb } from "@/db/client";
import { pushSubscriptions, tasks, users, userSettings } from "@/db/schema";
import { makePremium } from "../helpers/route-table";
import { PUSH_TTL_SECONDS, pushTransport, sendDuePush } from "@/lib/push/send";
import { outboundTest } from "@/lib/net/agent";
import { FAILING_AFTER } from "@/lib/push/device-health";

let receiver: Awaited<ReturnType<typeof startTrustedReceiver>>;
beforeAll(async () => {
  receiver = await startTrustedReceiver();
});
afterAll(async () => {
  delete process.env.CRON_SECRET;
  await receiver.release();
});

let n = 0;
/** A user in `timeZone` with one device on the receiver (at `path`), and the device's private keys. */
async function userWithDevice(
  prefix: string,
  timeZone = "Europe/Paris",
  settings: Record<string, unknown> = {},
) {
  const u = await signedInClient(prefix);
  expect((await u.client.patch("/api/settings", { timeZone, ...settings })).status).toBe(200);
  const device = await addDevice(u.client, `/push/${prefix}-${process.pid}-${++n}`);
  return { ...u, ...device };
}

async function addDevice(
  client: ApiClient,
  path: string,
): Promise<{ path: string; keys: BrowserKeys; id: number }> {
  const keys = browserKeys();
  const res = await client.post("/api/push/subscriptions", {
    endpoint: receiver.url(path),
    keys: { p256dh: keys.p256dh, auth: keys.auth },
    label: "Test phone",
  });
  expect(res.status, res.text).toBe(201);
  return { path, keys, id: res.body.id as number };
}

async function addTask(userId: string, values: Partial<typeof tasks.$inferInsert>) {
  const db = await getDb();
  const [row] = await db
    .insert(tasks)
    .values({ userId, description: "A task", category: "family_friends", ...values })
    .returning();
  return row!;
}

describe("sendDuePush", () => {
  it("sends the reminder at the due time, encrypted for the device, exactly once across two runs", async () => {
    const u = await userWithDevice("push-once");
    const task = await addTask(u.user.id, {
      description: "Call mom",
      dueDate: "2026-03-10",
      dueTime: "17:00",
    });
    // 16:59 in Paris: nothing yet.
    await sendDuePush(new Date("2026-03-10T15:59:00Z"));
    expect(receiver.to(u.path)).toEqual([]);
    // 17:00 and 17:01 in Paris: one delivery.
    const first = await sendDuePush(new Date("2026-03-10T16:00:00Z"));
    await sendDuePush(new Date("2026-03-10T16:01:00Z"));
    const got = receiver.to(u.path);
    expect(got, JSON.stringify(first)).toHaveLength(1);
    const d = got[0]!;
    expect(d.headers["content-encoding"]).toBe("aes128gcm");
    expect(d.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
    expect(String(d.headers.authorization)).toMatch(/^vapid t=.+, k=.+/);
    expect(decryptPush(d.body, u.keys)).toEqual({
      title: "Call mom",
      body: "Family & Friends · 17:00",
      tag: `task-${task.id}`,
      url: `/?open=task-${task.id}`,
      taskId: task.id,
    });
    const [device] = (await u.client.get("/api/push/subscriptions")).body;
    expect(device.lastSuccessAt).toEqual(expect.any(String));
  });

  it("runs started at the same moment (several servers) still deliver once per device", async () => {
    const u = await userWithDevice("push-race");
    const second = await addDevice(u.client, `/push/push-race-2-${process.pid}`);
    await addTask(u.user.id, { description: "Race me", dueDate: "2026-03-11", dueTime: "09:00" });
    const at = new Date("2026-03-11T08:00:00Z");
    await Promise.all([sendDuePush(at), sendDuePush(at), sendDuePush(at)]);
    expect(receiver.to(u.path)).toHaveLength(1);
    expect(receiver.to(second.path)).toHaveLength(1);
  });

  it("respects the lead, groups date-only tasks at the reminder hour, and skips completed tasks", async () => {
    const u = await userWithDevice("push-lead", "America/New_York", { reminderHour: 7 });
    expect(
      (await u.client.patch("/api/settings", { pushLeadMinutes: 15 })).body.pushLeadMinutes,
    ).toBe(15);
    await addTask(u.user.id, { description: "Dentist", dueDate: "2026-03-12", dueTime: "10:00" });
    await addTask(u.user.id, {
      description: "Done already",
      dueDate: "2026-03-12",
      dueTime: "10:00",
      completed: true,
    });
    await addTask(u.user.id, { description: "Pay rent", dueDate: "2026-03-12" });
    await addTask(u.user.id, { description: "Buy milk", dueDate: "2026-03-12" });
    // 07:00 EDT = 11:00 UTC: the day's group.
    await sendDuePush(new Date("2026-03-12T11:00:00Z"));
    expect(receiver.to(u.path).map((d) => decryptPush(d.body, u.keys))).toEqual([
      expect.objectContaining({ title: "2 tasks today", body: "Pay rent · Buy milk" }),
    ]);
    // 09:45 EDT = 13:45 UTC: the dentist, 15 minutes early; the completed task never.
    await sendDuePush(new Date("2026-03-12T13:45:00Z"));
    await sendDuePush(new Date("2026-03-12T14:00:00Z"));
    expect(
      receiver.to(u.path).map((d) => (decryptPush(d.body, u.keys) as { title: string }).title),
    ).toEqual(["2 tasks today", "Dentist"]);
  });

  it("a 410 from the push service deletes the subscription; a 404 too", async () => {
    for (const status of [410, 404]) {
      const u = await userWithDevice(`push-gone-${status}`);
      receiver.behaviour.set(u.path, status);
      await addTask(u.user.id, { description: "Gone", dueDate: "2026-03-13", dueTime: "12:00" });
      const run = await sendDuePush(new Date("2026-03-13T11:00:00Z"));
      expect(run.gone).toBeGreaterThanOrEqual(1);
      expect(receiver.to(u.path)).toHaveLength(1);
      const db = await getDb();
      expect(
        await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, u.id)),
      ).toEqual([]);
    }
  });

  it("a 429 or 5xx is retried on the next run, then delivered once", async () => {
    const u = await userWithDevice("push-retry");
    receiver.behaviour.set(u.path, 503);
    await addTask(u.user.id, { description: "Retry me", dueDate: "2026-03-14", dueTime: "12:00" });
    expect((await sendDuePush(new Date("2026-03-14T11:00:00Z"))).retryLater).toBeGreaterThanOrEqual(
      1,
    );
    receiver.behaviour.set(u.path, 429);
    await sendDuePush(new Date("2026-03-14T11:01:00Z"));
    receiver.behaviour.set(u.path, 201);
    await sendDuePush(new Date("2026-03-14T11:02:00Z"));
    await sendDuePush(new Date("2026-03-14T11:03:00Z"));
    // 503, 429, then one delivery and no more.
    expect(receiver.to(u.path)).toHaveLength(3);
    expect(decryptPush(receiver.to(u.path)[2]!.body, u.keys)).toMatchObject({ title: "Retry me" });
  });

  it("a hanging push service does not stop the others, and its reminder is retried", async () => {
    const slow = await userWithDevice("push-hang");
    receiver.behaviour.set(slow.path, "hang");
    await addTask(slow.user.id, { description: "Slow", dueDate: "2026-03-15", dueTime: "12:00" });
    const fast = await userWithDevice("push-fast");
    await addTask(fast.user.id, { description: "Fast", dueDate: "2026-03-15", dueTime: "12:00" });
    const started = Date.now();
    const run = await sendDuePush(new Date("2026-03-15T11:00:00Z"));
    expect(Date.now() - started).toBeLessThan(pushTransport.timeoutMs + 2500);
    expect(receiver.to(fast.path)).toHaveLength(1);
    expect(run.retryLater).toBeGreaterThanOrEqual(1);
    receiver.behaviour.set(slow.path, 201);
    await sendDuePush(new Date("2026-03-15T11:01:00Z"));
    expect(receiver.to(slow.path)).toHaveLength(2);
  });

  it("a snooze sends the task again an hour later; a completed task is never sent", async () => {
    const u = await userWithDevice("push-snooze", "UTC");
    const task = await addTask(u.user.id, {
      description: "Snooze me",
      dueDate: "2026-11-20",
      dueTime: "10:00",
    });
    const res = await u.client.post(`/api/push/snooze/${task.id}`);
    expect(res.status, res.text).toBe(201);
    const remindAt = new Date(res.body.remindAt as string);
    expect((await u.client.get("/api/push/snoozes")).body).toEqual([
      { taskId: task.id, remindAt: res.body.remindAt },
    ]);
    expect(remindAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    await sendDuePush(new Date(remindAt.getTime() - 60_000));
    expect(receiver.to(u.path)).toEqual([]);
    await sendDuePush(remindAt);
    expect(receiver.to(u.path).map((d) => decryptPush(d.body, u.keys))).toEqual([
      expect.objectContaining({
        title: "Snooze me",
        taskId: task.id,
        body: expect.stringContaining("snoozed"),
      }),
    ]);
    // Snoozed again, then completed: nothing more.
    await u.client.post(`/api/push/snooze/${task.id}`);
    expect((await u.client.patch(`/api/tasks/${task.id}`, { completed: true })).status).toBe(200);
    await sendDuePush(new Date(Date.now() + 3600_000));
    expect(receiver.to(u.path)).toHaveLength(1);
    expect((await u.client.post(`/api/push/snooze/${task.id}`)).status).toBe(400);
  });
});

describe("the outbound guard on the send path (issue 41)", () => {
  /** A device row written straight to the table, as one stored before the guard would be. */
  async function storedDevice(userId: string, endpoint: string) {
    const keys = browserKeys();
    const db = await getDb();
    await db
      .insert(pushSubscriptions)
      .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, label: "Old row" });
  }

  it("never sends to a stored spelling that two URL parsers read differently", async () => {
    const u = await signedInClient("push-spelling");
    const port = receiver.host.split(":")[1];
    // web-push's url.parse would connect to 127.0.0.1:<port>, the receiver.
    for (const c of [";", "'", "`", "{", "}"])
      await storedDevice(
        u.user.id,
        `https://127.0.0.1${c}.push.apple.com:${port}/probe${c === "`" ? "b" : ""}`,
      );
    await addTask(u.user.id, { description: "Probe", dueDate: "2026-04-02", dueTime: "09:00" });
    const before = receiver.deliveries.length;
    const run = await sendDuePush(new Date("2026-04-02T09:00:00Z"));
    expect(receiver.deliveries.length).toBe(before);
    expect(run.sent).toBe(0);
    expect(run.failed).toBeGreaterThanOrEqual(5);
  });

  it("refuses at lookup a push service name that resolves to a private address", async () => {
    const u = await signedInClient("push-rebind");
    await storedDevice(u.user.id, `https://fcm.googleapis.com/fcm/send/rebind-${process.pid}`);
    await addTask(u.user.id, { description: "Rebind", dueDate: "2026-04-03", dueTime: "09:00" });
    const asked: string[] = [];
    outboundTest.resolve = (host, _o, cb) => {
      asked.push(host);
      cb(null, [{ address: "127.0.0.1", family: 4 }]);
    };
    try {
      const run = await sendDuePush(new Date("2026-04-03T09:00:00Z"));
      expect(asked).toContain("fcm.googleapis.com");
      expect(run).toMatchObject({ sent: 0, failed: 1 });
    } finally {
      outboundTest.resolve = undefined;
    }
  });
});

describe("one user's slow devices (issue 41)", () => {
  it("ten devices that never answer do not delay another user's reminder, and then rest", async () => {
    const attacker = await userWithDevice("push-stall", "UTC");
    receiver.behaviour.set(attacker.path, "hang");
    const hanging = [attacker];
    for (let i = 1; i < 10; i++) {
      const d = await addDevice(attacker.client, `/push/stall-${process.pid}-${i}`);
      receiver.behaviour.set(d.path, "hang");
      hanging.push({ ...attacker, ...d });
    }
    for (let i = 0; i < 24; i++)
      await addTask(attacker.user.id, {
        description: `Stall ${i}`,
        dueDate: "2026-05-04",
        dueTime: "14:20",
      });
    const victim = await userWithDevice("push-victim", "UTC");
    await addTask(victim.user.id, {
      description: "Victim",
      dueDate: "2026-05-04",
      dueTime: "14:20",
    });

    const timeoutBefore = pushTransport.timeoutMs;
    pushTransport.timeoutMs = 800;
    onTestFinished(() => {
      pushTransport.timeoutMs = timeoutBefore;
    });
    const started = Date.now();
    let runEnded = 0;
    const runDone = sendDuePush(new Date("2026-05-04T14:20:00Z")).finally(() => {
      runEnded = Date.now() - started;
    });
    // The victim's reminder arrives long before the attacker's devices have all timed out.
    while (receiver.to(victim.path).length === 0 && Date.now() - started < 30_000)
      await new Promise((r) => setTimeout(r, 20));
    const victimAfter = Date.now() - started;
    expect(receiver.to(victim.path)).toHaveLength(1);
    const first = await runDone;
    // Served beside the attacker, not after: well before the run (five rounds of timeouts) ended.
    expect(victimAfter).toBeLessThan(runEnded);
    expect(victimAfter).toBeLessThan(5_000);
    // Each hanging device was tried once this run (its first timeout ends its turn).
    expect(hanging.map((h) => receiver.to(h.path).length)).toEqual(Array(10).fill(1));
    expect(first.deferred).toBeGreaterThan(0);

    // After FAILING_AFTER runs in a row, the devices are failing: they rest, and Settings says so.
    for (let i = 1; i < FAILING_AFTER; i++) await sendDuePush(new Date(`2026-05-04T14:2${i}:00Z`));
    const list = (await attacker.client.get("/api/push/subscriptions")).body as {
      failingSince: string | null;
    }[];
    expect(list.every((d) => d.failingSince !== null)).toBe(true);
    const resting = Date.now();
    const rested = await sendDuePush(new Date("2026-05-04T14:24:00Z"));
    expect(Date.now() - resting).toBeLessThan(pushTransport.timeoutMs);
    expect(rested.deferred).toBeGreaterThan(0);
    // One success makes a device healthy again.
    receiver.behaviour.set(attacker.path, 201);
    await addTask(attacker.user.id, {
      description: "Back",
      dueDate: "2026-05-04",
      dueTime: "15:25",
    });
    const back = await sendDuePush(new Date("2026-05-04T15:25:00Z"));
    expect(back.sent).toBeGreaterThanOrEqual(1);
    const after = (await attacker.client.get("/api/push/subscriptions")).body as {
      id: number;
      failingSince: string | null;
    }[];
    expect(after.find((d) => d.id === attacker.id)?.failingSince).toBeNull();
  }, 60_000);
});

describe("the check-in reminder by push (issue 45)", () => {
  it("comes once at the reminder hour when a check-in is due, to every device, never again that cycle", async () => {
    const u = await userWithDevice("push-checkin", "UTC", { reminderHour: 9 });
    const second = await addDevice(u.client, `/push/push-checkin-2-${process.pid}`);
    const db = await getDb();
    await db
      .update(users)
      .set({ createdAt: new Date("2026-04-01T12:00:00Z") })
      .where(eq(users.id, u.user.id));
    await sendDuePush(new Date("2026-04-10T08:59:00Z"));
    expect(receiver.to(u.path)).toEqual([]);
    await sendDuePush(new Date("2026-04-10T09:00:00Z"));
    await sendDuePush(new Date("2026-04-10T09:01:00Z"));
    await sendDuePush(new Date("2026-04-11T09:00:00Z"));
    for (const device of [{ path: u.path, keys: u.keys }, second]) {
      expect(receiver.to(device.path).map((d) => decryptPush(d.body, device.keys))).toEqual([
        {
          title: "Time for a check-in",
          body: "How satisfied are you with each area of your life? It takes a minute.",
          tag: "checkin",
          url: "/",
        },
      ]);
    }
  });
});

describe("area names in the notification", () => {
  it("are the user's own only while they have premium", async () => {
    const db = await getDb();
    for (const premium of [false, true]) {
      const u = await userWithDevice(`push-names-${premium}`, "UTC");
      await db
        .update(userSettings)
        .set({ categoryNames: { family_friends: "Tribe" } })
        .where(eq(userSettings.userId, u.user.id));
      if (premium) await makePremium(u.user.id);
      await addTask(u.user.id, { description: "Named", dueDate: "2026-03-16", dueTime: "12:00" });
      await sendDuePush(new Date("2026-03-16T12:00:00Z"));
      expect(
        receiver.to(u.path).map((d) => (decryptPush(d.body, u.keys) as { body: string }).body),
      ).toEqual([premium ? "Tribe · 12:00" : "Family & Friends · 12:00"]);
    }
  });
});

describe("GET /api/cron/push", () => {
  it("needs the cron secret, then runs", async () => {
    const anon = new ApiClient();
    delete process.env.CRON_SECRET;
    expect((await anon.get("/api/cron/push")).status).toBe(503);
    process.env.CRON_SECRET = "push-cron-secret";
    expect((await anon.get("/api/cron/push")).status).toBe(401);
    expect(
      (
        await anon.request("GET", "/api/cron/push", undefined, {
          headers: { authorization: "Bearer wrong" },
        })
      ).status,
    ).toBe(401);
    const ok = await anon.request("GET", "/api/cron/push", undefined, {
      headers: { authorization: "Bearer push-cron-secret" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      enabled: true,
      devices: expect.any(Number),
      sent: expect.any(Number),
    });
  });
});
