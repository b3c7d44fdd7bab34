// Push reminders in the service worker (issue 28): a push delivered with the DevTools protocol
// (ServiceWorker.deliverPushMessage: no push service needed) shows the reminder with Done and
// Snooze 1 h; the actions, run in the worker, complete the task (with its next occurrence) and
// schedule a new reminder, checked over the API. Headless Chromium cannot reach a real push
// service, so PushManager.subscribe itself is not exercised here (tests/api/push-send.test.ts
// covers the server side against a real receiver).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Page, type Worker } from "@playwright/test";
import { PROFILE_CHROMIUM_FLAGS, FULL_CHROMIUM } from "../../scripts/chromium-flags";
import {
  closeTour,
  dashboardKeptOffline,
  expect,
  newEmail,
  register,
  serviceWorkerControls,
  test,
} from "./helpers";

test.slow(true, "waits for a first service-worker install");
test.use({ serviceWorkers: "allow" });

type Shown = {
  title: string;
  body: string;
  tag: string;
  data: { taskId?: number; url: string };
  actions: string[];
};

async function notifications(page: Page): Promise<Shown[]> {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    const list = await reg.getNotifications();
    return list.map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as { taskId?: number; url: string },
      actions: ((n as unknown as { actions?: { title: string }[] }).actions ?? []).map(
        (a) => a.title,
      ),
    }));
  });
}

/** Runs the notification's action in the worker, as a tap on the button would. */
async function press(worker: Worker, tag: string, action: string) {
  await worker.evaluate(
    async ([t, a]) => {
      const sw = self as unknown as ServiceWorkerGlobalScope;
      const [n] = await sw.registration.getNotifications({ tag: t });
      if (!n) throw new Error(`no notification ${t}`);
      sw.dispatchEvent(new NotificationEvent("notificationclick", { notification: n, action: a }));
    },
    [tag, action] as const,
  );
}

/**
 * Delivers a push to the page's service worker through the DevTools protocol and waits until its
 * notification shows. A worker that was still settling (first install, clients claim) can miss a
 * message, so it is delivered again, at most three times, until the notification is there.
 */
async function pushTo(
  context: BrowserContext,
  page: Page,
  origin: string,
  data: { tag: string; [field: string]: unknown },
) {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on(
      "ServiceWorker.workerRegistrationUpdated",
      (e: {
        registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[];
      }) => {
        const reg = e.registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
        if (reg) resolve(reg.registrationId);
      },
    );
  });
  await cdp.send("ServiceWorker.enable");
  const id = await registrationId;
  for (let attempt = 0; attempt < 3; attempt++) {
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin,
      registrationId: id,
      data: JSON.stringify(data),
    });
    const shown = await expect
      .poll(async () => (await notifications(page)).some((n) => n.tag === data.tag), {
        timeout: 5000,
      })
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    if (shown) return;
  }
  throw new Error(`the push for ${data.tag} never showed a notification`);
}

/**
 * A signed-in user on a browser profile of its own (a persistent context, so the service worker
 * and notifications behave as installed), with its worker in control; the profile goes afterwards.
 */
async function onSignedInDevice(
  baseURL: string,
  prefix: string,
  fn: (device: {
    context: BrowserContext;
    page: Page;
    worker: Worker;
    origin: string;
  }) => Promise<void>,
) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "balance-push-"));
  // The full browser: the headless shell shows no notifications.
  const context = await chromium.launchPersistentContext(profile, {
    baseURL,
    executablePath: FULL_CHROMIUM,
    args: PROFILE_CHROMIUM_FLAGS,
    permissions: ["notifications"],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await register(page, newEmail(prefix));
    await closeTour(page);
    await serviceWorkerControls(page);
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
    await fn({ context, page, worker, origin: new URL(baseURL).origin });
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

test("a pushed reminder shows the task; Done completes it with its next occurrence, Snooze schedules another", async ({
  baseURL,
}) => {
  await onSignedInDevice(baseURL!, "push", async ({ context, page, worker, origin }) => {
    const today = new Date().toISOString().slice(0, 10);
    const daily = await (
      await page.request.post("/api/tasks", {
        data: {
          description: "Call mom",
          category: "family_friends",
          dueDate: today,
          dueTime: "17:00",
          recurrence: "FREQ=DAILY",
        },
      })
    ).json();
    const other = await (
      await page.request.post("/api/tasks", {
        data: {
          description: "Water the plants",
          category: "physical_environment",
          dueDate: today,
          dueTime: "18:00",
        },
      })
    ).json();

    // The payload the server sends (lib/push/due.ts).
    await pushTo(context, page, origin, {
      title: "Call mom",
      body: "Family & Friends · 17:00",
      tag: `task-${daily.id}`,
      url: `/?open=task-${daily.id}`,
      taskId: daily.id,
    });
    await expect
      .poll(() => notifications(page))
      .toEqual([
        {
          title: "Call mom",
          body: "Family & Friends · 17:00",
          tag: `task-${daily.id}`,
          data: expect.objectContaining({ taskId: daily.id }),
          actions: ["Done", "Snooze 1 h"],
        },
      ]);

    // Done: the task is completed and the next day's occurrence is there.
    await press(worker, `task-${daily.id}`, "done");
    await expect
      .poll(async () =>
        (
          (await (await page.request.get("/api/tasks")).json()) as {
            id: number;
            description: string;
            completed: boolean;
            dueDate: string;
          }[]
        )
          .filter((t) => t.description === "Call mom")
          .map((t) => [t.completed, t.dueDate > today]),
      )
      .toEqual(
        expect.arrayContaining([
          [true, false],
          [false, true],
        ]),
      );
    await expect.poll(() => notifications(page)).toEqual([]);

    // Snooze 1 h: a new reminder about an hour from now; the task stays open.
    await pushTo(context, page, origin, {
      title: "Water the plants",
      body: "Environment · 18:00",
      tag: `task-${other.id}`,
      url: `/?open=task-${other.id}`,
      taskId: other.id,
    });
    await expect
      .poll(async () => (await notifications(page)).map((n) => n.title))
      .toEqual(["Water the plants"]);
    const before = Date.now();
    await press(worker, `task-${other.id}`, "snooze");
    await expect
      .poll(
        async () =>
          (await (await page.request.get("/api/push/snoozes")).json()) as {
            taskId: number;
            remindAt: string;
          }[],
      )
      .toEqual([{ taskId: other.id, remindAt: expect.any(String) }]);
    const [snooze] = (await (await page.request.get("/api/push/snoozes")).json()) as {
      remindAt: string;
    }[];
    const inMinutes = (new Date(snooze!.remindAt).getTime() - before) / 60_000;
    expect(inMinutes).toBeGreaterThan(59);
    expect(inMinutes).toBeLessThan(62);
    const tasks = (await (await page.request.get("/api/tasks")).json()) as {
      id: number;
      completed: boolean;
    }[];
    expect(tasks.find((t) => t.id === other.id)?.completed).toBe(false);

    // A tap on the notification itself opens the task in its edit dialog.
    await pushTo(context, page, origin, {
      title: "Water the plants",
      body: "Environment · 19:00",
      tag: `task-${other.id}`,
      url: `/?open=task-${other.id}`,
      taskId: other.id,
    });
    await expect
      .poll(async () => (await notifications(page)).map((n) => n.title))
      .toEqual(["Water the plants"]);
    await press(worker, `task-${other.id}`, "");
    const edit = page.getByRole("dialog", { name: "Edit Task" });
    await expect(edit.getByLabel("Task Description")).toHaveValue("Water the plants");
  });
});

test("a habit's reminder offers Done, which checks the habit on the reminder's day from the worker (issue 46)", async ({
  baseURL,
}) => {
  await onSignedInDevice(baseURL!, "push-habit", async ({ context, page, worker, origin }) => {
    const habit = (await (
      await page.request.post("/api/habits", {
        data: {
          title: "Stretch",
          category: "health",
          target: { times: 1, per: "day" },
          reminderTime: "07:30",
        },
      })
    ).json()) as { id: number };
    // Yesterday by UTC: never ahead of the user's day, and within the 7 days a check may go back.
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    // The payload the server sends (lib/push/habit-due.ts).
    await pushTo(context, page, origin, {
      title: "Stretch",
      body: "Health · 07:30",
      tag: `habit-${habit.id}`,
      url: `/habits/${habit.id}`,
      habitId: habit.id,
      date: day,
    });
    await expect
      .poll(() => notifications(page))
      .toEqual([
        {
          title: "Stretch",
          body: "Health · 07:30",
          tag: `habit-${habit.id}`,
          data: expect.objectContaining({ habitId: habit.id, date: day }),
          actions: ["Done"],
        },
      ]);
    await press(worker, `habit-${habit.id}`, "done");
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`/api/habits/${habit.id}`)).json()) as {
              checks: string[];
            }
          ).checks,
      )
      .toEqual([day]);
    await expect.poll(() => notifications(page)).toEqual([]);
  });
});

test("Done pressed offline goes through the outbox and completes the task when the network returns", async ({
  baseURL,
}) => {
  await onSignedInDevice(baseURL!, "push-offline", async ({ context, page, worker, origin }) => {
    const today = new Date().toISOString().slice(0, 10);
    const task = await (
      await page.request.post("/api/tasks", {
        data: { description: "Buy bread", category: "health", dueDate: today, dueTime: "08:00" },
      })
    ).json();
    await pushTo(context, page, origin, {
      title: "Buy bread",
      body: "Health · 08:00",
      tag: `task-${task.id}`,
      url: `/?open=task-${task.id}`,
      taskId: task.id,
    });
    await expect
      .poll(async () => (await notifications(page)).map((n) => n.title))
      .toEqual(["Buy bread"]);

    // The reload below is offline: the dashboard must have been kept first (a CI-box flake).
    await dashboardKeptOffline(page);
    await context.setOffline(true);
    await press(worker, `task-${task.id}`, "done");
    // Queued in the outbox: the dashboard shows it waiting, like any write made offline.
    await page.reload();
    await expect(page.getByTestId("pending-write").filter({ hasText: "Buy bread" })).toContainText(
      "Waiting to sync",
    );
    await context.setOffline(false);
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get("/api/tasks")).json()) as {
              id: number;
              completed: boolean;
            }[]
          ).find((t) => t.id === task.id)?.completed,
      )
      .toBe(true);
    await expect(page.getByTestId("pending-write")).toHaveCount(0);
  });
});

test("after a logout pressed offline, a reminder that still arrives is not shown on the shared browser", async ({
  baseURL,
}) => {
  await onSignedInDevice(baseURL!, "push-logout", async ({ context, page, origin }) => {
    // Delivery works while the user is signed in here.
    await pushTo(context, page, origin, { title: "Before", body: "", tag: "before", url: "/" });

    await context.setOffline(true);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/auth/);
    // The server did not hear of the logout yet, so it still sends this browser's reminders.
    await pushTo(context, page, origin, {
      title: "Private reminder",
      body: "",
      tag: "after",
      url: "/",
    }).then(
      () => {
        throw new Error("the reminder was shown to whoever uses the browser now");
      },
      (err: Error) => expect(err.message).toContain("never showed"),
    );
  });
});

test("Settings explains notifications on this device and saves the lead", async ({ page }) => {
  await register(page, newEmail("push-settings"));
  await closeTour(page);
  await page.goto("/settings");
  const card = page.locator("[data-slot=card]").filter({ hasText: "Notifications on this device" });
  await expect(card).toBeVisible();
  // A plain (incognito) Playwright context can show the button; the lead is saved either way.
  await card.getByLabel("Remind me").selectOption("15");
  await card.getByRole("button", { name: "Save" }).click();
  await expect
    .poll(async () => (await (await page.request.get("/api/settings")).json()).pushLeadMinutes)
    .toBe(15);
});
