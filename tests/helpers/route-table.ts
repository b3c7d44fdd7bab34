// Every API route, who may call it, and how to call it validly: shared by the access-matrix and
// hostile-input tests. A route file in app/api missing here fails the access-matrix test.
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { ApiClient, signedInClient } from "./api-client";
import { reviewWeekOf } from "@/lib/insights/review-week";
import { addDays } from "@/lib/time/days";
import { todayIn } from "@/lib/time/clock";
import { browserKeys } from "./push";
import { calendarServer, sampleCalendar } from "./calendar-server";

type Access = "public" | "user" | "premium" | "signature";
export type Owned =
  | "task"
  | "journal"
  | "board"
  | "item"
  | "image"
  | "device"
  | "taskItem"
  | "calendar"
  | "series"
  | "import"
  | "checkin"
  | "goal"
  | "habit"
  | "entry";
export type Ctx = {
  client: ApiClient;
  ids: Record<Owned, string>;
  password: string;
  email: string;
  /** An address of a calendar this user may add (served by the tests' local server). */
  calendarUrl: string;
};
type Prepared = { clientSecret?: string };
export type Entry = {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  path: string; // template, as in app/api: /api/tasks/[id]
  access: Access;
  /** The resource named by [id]; another user gets 404 and the row stays as it was. */
  owned?: Owned;
  /** The request body; `prepared` is what `prepare` returned, on the owner's call only. */
  body?: (ctx: Ctx, prepared?: Prepared) => unknown;
  query?: string;
  /** The one status the owner's call succeeds with (default 200). */
  ok?: number;
  /**
   * State the owner's call needs to succeed (a pending payment to confirm, a subscription to
   * cancel), set up on a fresh owner so it leaves the shared one as it was.
   */
  prepare?: (ctx: Ctx) => Promise<Prepared>;
  /** The body is multipart/form-data (a photo), not JSON: the JSON junk tests skip it. */
  multipart?: true;
  /** Run before the call, on a fresh owner and for the other-user test too: the restore routes need the row deleted first. */
  setup?: (ctx: Ctx) => Promise<unknown>;
  /** Body fields where null is a valid value (the hostile-input test does not count null, or Infinity sent as null, as junk there). */
  nullable?: string[];
};

/** Deletes the owner's resource, so a restore route has something to restore. */
const deleteFirst =
  (kind: "task" | "journal" | "item" | "taskItem" | "entry", base: string) => (c: Ctx) =>
    c.client.request("DELETE", `${base}/${c.ids[kind]}`);

/** A small Todoist template, as POST /api/import takes it. */
function importForm(): FormData {
  const form = new FormData();
  const csv = "TYPE,CONTENT,PRIORITY,INDENT\r\ntask,Buy stamps,4,1\r\ntask,Call the bank,1,1\r\n";
  form.append("file", new File([csv], "Errands [1].csv", { type: "text/csv" }));
  return form;
}

async function newImport(client: ApiClient): Promise<string> {
  const res = await client.request("POST", "/api/import", importForm());
  if (res.status !== 200) throw new Error(`import preview → ${res.status} ${res.text}`);
  return String(res.body.id);
}

/** A preview of the owner's own, for the routes that use it up (commit, delete). */
const freshImport = async (c: Ctx) => {
  c.ids.import = await newImport(c.client);
};

/** A 1×1 PNG: the smallest real photo an upload accepts. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** An upload form with one `file`, as the vision-board dialogs send it. */
export function photoForm(
  bytes: Uint8Array = TINY_PNG,
  name = "photo.png",
  type = "image/png",
): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

const percentages = {
  physical_environment: 12.5,
  business_career: 12.5,
  finances: 12.5,
  health: 12.5,
  family_friends: 12.5,
  romance: 12.5,
  personal_growth: 12.5,
  fun_recreation: 12.5,
};
const card = {
  cardNumber: "4242 4242 4242 4242",
  expiry: "12/40",
  cvc: "123",
  name: "Matrix Tester",
};

export const TABLE: Entry[] = [
  { method: "POST", path: "/api/register", access: "public" },
  { method: "POST", path: "/api/login", access: "public" },
  { method: "POST", path: "/api/logout", access: "public" },
  {
    method: "POST",
    path: "/api/password/forgot",
    access: "public",
    body: () => ({ email: "nobody-matrix@example.com" }),
  },
  {
    method: "POST",
    path: "/api/password/reset",
    access: "public",
    body: () => ({ token: "not-a-token", password: "new-password" }),
    ok: 400,
  },
  // One-click unsubscribe (issue 41 item 11): the signed token in the path is the credential;
  // tests/api/unsubscribe.test.ts calls it with a real token.
  { method: "POST", path: "/api/unsubscribe/[token]", access: "public" },
  { method: "GET", path: "/api/unsubscribe/[token]", access: "public", ok: 303 },
  { method: "GET", path: "/api/health", access: "public" },
  { method: "GET", path: "/api/session/expired", access: "public" },
  { method: "POST", path: "/api/stripe/webhook", access: "signature" },
  // Authorization: Bearer $CRON_SECRET (tests/api/reminders.test.ts).
  { method: "GET", path: "/api/cron/reminders", access: "signature" },
  { method: "GET", path: "/api/cron/housekeeping", access: "signature" },
  { method: "GET", path: "/api/cron/push", access: "signature" },
  { method: "GET", path: "/api/push/key", access: "public" },
  { method: "GET", path: "/api/user", access: "user" },
  { method: "POST", path: "/api/tour", access: "user", ok: 204 },

  { method: "GET", path: "/api/tasks", access: "user" },
  {
    method: "POST",
    path: "/api/tasks",
    access: "user",
    body: () => ({ description: "Matrix task", category: "health" }),
    ok: 201,
  },
  { method: "GET", path: "/api/tasks/completed", access: "user", query: "?limit=10" },
  { method: "GET", path: "/api/tasks/[id]", access: "user", owned: "task" },
  {
    method: "PATCH",
    path: "/api/tasks/[id]",
    access: "user",
    owned: "task",
    body: () => ({ description: "Changed by someone" }),
  },
  { method: "DELETE", path: "/api/tasks/[id]", access: "user", owned: "task", ok: 204 },
  {
    method: "POST",
    path: "/api/tasks/[id]/restore",
    access: "user",
    owned: "task",
    setup: deleteFirst("task", "/api/tasks"),
  },
  {
    method: "POST",
    path: "/api/tasks/reorder",
    access: "user",
    body: (c) => ({ tasks: [{ id: Number(c.ids.task), order: 0 }] }),
  },
  {
    method: "POST",
    path: "/api/tasks/[id]/items",
    access: "user",
    owned: "task",
    body: () => ({ text: "Matrix item" }),
    ok: 201,
  },
  {
    method: "POST",
    path: "/api/tasks/[id]/items/reorder",
    access: "user",
    owned: "task",
    body: (c) => ({ ids: [Number(c.ids.taskItem)] }),
  },
  {
    method: "PATCH",
    path: "/api/task-items/[id]",
    access: "user",
    owned: "taskItem",
    body: () => ({ done: true }),
  },
  { method: "DELETE", path: "/api/task-items/[id]", access: "user", owned: "taskItem", ok: 204 },
  {
    method: "POST",
    path: "/api/task-items/[id]/restore",
    access: "user",
    owned: "taskItem",
    setup: deleteFirst("taskItem", "/api/task-items"),
  },
  {
    method: "POST",
    path: "/api/tasks/categorize",
    access: "user",
    body: () => ({ description: "Go for a jog" }),
  },
  {
    method: "POST",
    path: "/api/tasks/prioritize",
    access: "user",
    body: (c) => ({ tasks: [{ id: Number(c.ids.task) }] }),
  },
  { method: "GET", path: "/api/tasks/analyze", access: "user" },
  {
    method: "POST",
    path: "/api/tasks/analyze",
    access: "user",
    body: () => ({ todoTasks: { health: 1 }, completedTasks: {} }),
  },
  {
    method: "POST",
    path: "/api/tasks/process-voice",
    access: "user",
    body: () => ({ transcript: "call mom tomorrow" }),
  },
  {
    method: "POST",
    path: "/api/tasks/parse",
    access: "user",
    body: () => ({ text: "Call mom tomorrow at 5pm" }),
    ok: 200,
  },
  // Issue 27. Task ids travel in the body: another user's ids are a 404 with nothing changed (tests/api/reschedule.test.ts, plans.test.ts).
  {
    method: "POST",
    path: "/api/tasks/reschedule",
    access: "user",
    body: (c) => ({ ids: [Number(c.ids.task)], dueDate: todayIn("UTC") }),
    nullable: ["dueDate"],
  },
  {
    method: "POST",
    path: "/api/plans/propose",
    access: "user",
    body: () => ({ date: PLAN_DAY, minutes: 120, start: "09:00" }),
  },
  {
    method: "PUT",
    path: "/api/plans/[date]",
    access: "user",
    body: (c) => ({
      start: "09:00",
      items: [{ taskId: Number(c.ids.task), start: "09:00", minutes: 30 }],
    }),
  },
  { method: "GET", path: "/api/plans/[date]", access: "user", prepare: savedPlan },

  // Issue 45: check-ins are named by their day ([date] is the past day the caller's owner has one for).
  { method: "GET", path: "/api/checkins", access: "user", query: "?from=2026-01-01" },
  {
    method: "PUT",
    path: "/api/checkins/[date]",
    access: "user",
    body: () => ({ scores: CHECKIN_SCORES, note: "Matrix" }),
  },
  { method: "DELETE", path: "/api/checkins/[date]", access: "user", owned: "checkin", ok: 204 },

  { method: "GET", path: "/api/goals", access: "user", query: "?status=active" },
  {
    method: "POST",
    path: "/api/goals",
    access: "user",
    body: () => ({
      title: "Matrix goal",
      category: "health",
      why: "Because",
      targetDate: "2030-01-01",
    }),
    nullable: ["why", "targetDate"],
    ok: 201,
  },
  { method: "GET", path: "/api/goals/[id]", access: "user", owned: "goal" },
  {
    method: "PATCH",
    path: "/api/goals/[id]",
    access: "user",
    owned: "goal",
    body: () => ({ title: "Changed by someone", status: "achieved" }),
  },
  { method: "DELETE", path: "/api/goals/[id]", access: "user", owned: "goal", ok: 204 },
  // Issue 46: habits and their checks (a check's [date] is today in UTC, the test users' zone).
  { method: "GET", path: "/api/habits", access: "user" },
  {
    method: "POST",
    path: "/api/habits",
    access: "user",
    body: () => ({ title: "Matrix habit", category: "health", target: { times: 3, per: "week" } }),
    ok: 201,
  },
  { method: "GET", path: "/api/habits/[id]", access: "user", owned: "habit" },
  {
    method: "PATCH",
    path: "/api/habits/[id]",
    access: "user",
    owned: "habit",
    body: () => ({ title: "Changed by someone", archived: true }),
  },
  { method: "DELETE", path: "/api/habits/[id]", access: "user", owned: "habit", ok: 204 },
  { method: "PUT", path: "/api/habits/[id]/checks/[date]", access: "user", owned: "habit" },
  { method: "DELETE", path: "/api/habits/[id]/checks/[date]", access: "user", owned: "habit" },

  // Issue 46: the focus timer (one per user; GET and DELETE need a running one) and time entries.
  { method: "GET", path: "/api/timer", access: "user", prepare: runningTimer },
  {
    method: "POST",
    path: "/api/timer",
    access: "user",
    body: (c) => ({ taskId: Number(c.ids.task) }),
    ok: 201,
  },
  { method: "DELETE", path: "/api/timer", access: "user", prepare: runningTimer },
  {
    method: "GET",
    path: "/api/time-entries",
    access: "user",
    query: "?from=2026-01-01&to=2026-12-31",
  },
  {
    method: "POST",
    path: "/api/time-entries",
    access: "user",
    body: (c) => ({ taskId: Number(c.ids.task), date: todayIn("UTC"), minutes: 40 }),
    ok: 201,
  },
  {
    method: "PATCH",
    path: "/api/time-entries/[id]",
    access: "user",
    owned: "entry",
    body: () => ({ minutes: 55 }),
  },
  { method: "DELETE", path: "/api/time-entries/[id]", access: "user", owned: "entry", ok: 204 },
  {
    method: "POST",
    path: "/api/time-entries/[id]/restore",
    access: "user",
    owned: "entry",
    setup: deleteFirst("entry", "/api/time-entries"),
  },

  { method: "GET", path: "/api/search", access: "user", query: "?q=own&limit=5" },
  { method: "GET", path: "/api/balance/history", access: "user", query: "?weeks=4", ok: 200 },
  { method: "GET", path: "/api/reviews/current", access: "user", ok: 200 },
  { method: "GET", path: "/api/reviews", access: "user", ok: 200 },
  {
    method: "POST",
    path: "/api/reviews",
    access: "user",
    body: () => ({
      weekStart: reviewWeekOf(todayIn("UTC")),
      focusAreas: ["health"],
      focusTaskIds: [],
    }),
    ok: 201,
  },

  { method: "GET", path: "/api/settings", access: "user" },
  {
    method: "PATCH",
    path: "/api/settings",
    access: "user",
    body: () => ({ categoryPercentages: percentages }),
  },
  { method: "GET", path: "/api/push/subscriptions", access: "user" },
  {
    method: "POST",
    path: "/api/push/subscriptions",
    access: "user",
    body: () => pushSubscription(),
    ok: 201,
  },
  {
    method: "DELETE",
    path: "/api/push/subscriptions/[id]",
    access: "user",
    owned: "device",
    ok: 204,
  },
  { method: "POST", path: "/api/push/snooze/[id]", access: "user", owned: "task", ok: 201 },
  { method: "GET", path: "/api/push/snoozes", access: "user" },
  // Issue 44: subscribed calendars, read from a local server named in CALENDAR_ALLOWED_HOSTS
  // (tests/helpers/calendar-server.ts; tests/api/calendars.test.ts has the rest).
  { method: "GET", path: "/api/calendars", access: "user" },
  { method: "GET", path: "/api/calendars/balance", access: "user" },
  {
    method: "POST",
    path: "/api/calendars",
    access: "user",
    body: (c) => ({ url: c.calendarUrl, name: "Matrix calendar" }),
    ok: 201,
  },
  {
    method: "PATCH",
    path: "/api/calendars/[id]",
    access: "user",
    owned: "calendar",
    body: () => ({ name: "Renamed by someone", countInBalance: false }),
  },
  { method: "POST", path: "/api/calendars/[id]/refresh", access: "user", owned: "calendar" },
  { method: "DELETE", path: "/api/calendars/[id]", access: "user", owned: "calendar", ok: 204 },
  {
    method: "GET",
    path: "/api/events",
    access: "user",
    query: `?from=${todayIn("UTC")}&to=${todayIn("UTC")}`,
  },
  {
    method: "PATCH",
    path: "/api/events/[seriesId]",
    access: "user",
    owned: "series",
    body: () => ({ category: "romance" }),
  },
  { method: "GET", path: "/api/cron/calendars", access: "signature" },
  { method: "GET", path: "/api/calendar", access: "user", ok: 200 },
  { method: "POST", path: "/api/calendar/reset", access: "user", ok: 200 },

  { method: "GET", path: "/api/journals", access: "user" },
  {
    method: "POST",
    path: "/api/journals",
    access: "user",
    body: () => ({ title: "Matrix", content: "I need to call the bank.", category: "finances" }),
    ok: 201,
  },
  { method: "GET", path: "/api/journals/[id]", access: "user", owned: "journal" },
  {
    method: "PATCH",
    path: "/api/journals/[id]",
    access: "user",
    owned: "journal",
    body: () => ({ title: "Changed by someone" }),
  },
  { method: "DELETE", path: "/api/journals/[id]", access: "user", owned: "journal", ok: 204 },
  {
    method: "POST",
    path: "/api/journals/[id]/restore",
    access: "user",
    owned: "journal",
    setup: deleteFirst("journal", "/api/journals"),
  },
  {
    method: "POST",
    path: "/api/journals/[id]/extract-tasks",
    access: "premium",
    owned: "journal",
    query: "?dryRun=true",
  },
  {
    method: "POST",
    path: "/api/journals/[id]/manual-tasks",
    access: "user",
    owned: "journal",
    body: () => ({ tasks: [{ description: "From the journal", category: "finances" }] }),
    ok: 201,
  },
  {
    method: "POST",
    path: "/api/journals/process-voice",
    access: "user",
    body: () => ({ transcript: "today was a good day" }),
  },

  { method: "GET", path: "/api/subscription", access: "user" },
  { method: "POST", path: "/api/create-subscription", access: "user" },
  {
    method: "POST",
    path: "/api/cancel-subscription",
    access: "user",
    prepare: async (c) => confirmDemoPayment(c, await startPayment(c)),
  },
  { method: "POST", path: "/api/billing/refresh", access: "user" },
  {
    method: "POST",
    path: "/api/billing/demo/confirm",
    access: "user",
    prepare: startPayment,
    body: (_, p) => ({ clientSecret: p?.clientSecret ?? "demo_missing", card }),
  },
  { method: "GET", path: "/api/affiliate/code", access: "user" },
  { method: "GET", path: "/api/affiliate/status", access: "user" },
  { method: "GET", path: "/api/affiliate/invite", access: "user", ok: 200 },
  {
    method: "POST",
    path: "/api/affiliate/invite",
    access: "user",
    body: () => ({ email: "friend-matrix@example.com" }),
    ok: 202,
  },
  { method: "GET", path: "/api/account/export", access: "user" },
  {
    method: "POST",
    path: "/api/account/password",
    access: "user",
    body: (c) => ({ currentPassword: c.password, newPassword: c.password + "x" }),
  },
  {
    method: "DELETE",
    path: "/api/account",
    access: "user",
    body: (c) => ({ password: c.password }),
  },

  { method: "GET", path: "/api/vision-boards", access: "user" },
  {
    method: "POST",
    path: "/api/vision-boards",
    access: "user",
    body: () => ({ title: "Matrix board", description: "A board" }),
    ok: 201,
  },
  { method: "DELETE", path: "/api/vision-boards/[id]", access: "user", owned: "board", ok: 204 },
  {
    method: "POST",
    path: "/api/vision-boards/generate-image",
    access: "premium",
    body: () => ({ prompt: "a calm lake at dawn" }),
  },
  { method: "GET", path: "/api/vision-boards/[id]/items", access: "user", owned: "board" },
  {
    method: "POST",
    path: "/api/vision-boards/[id]/items",
    access: "user",
    owned: "board",
    body: (c) => ({
      description: "Item",
      imageUrl: `/api/images/${c.ids.image}`,
      positionX: 1,
      positionY: 2,
    }),
    ok: 201,
  },
  {
    method: "PATCH",
    path: "/api/vision-board-items/[id]",
    access: "user",
    owned: "item",
    body: () => ({ positionX: 99, positionY: 99 }),
  },
  {
    method: "DELETE",
    path: "/api/vision-board-items/[id]",
    access: "user",
    owned: "item",
    ok: 204,
  },
  {
    method: "POST",
    path: "/api/vision-board-items/[id]/restore",
    access: "user",
    owned: "item",
    setup: deleteFirst("item", "/api/vision-board-items"),
  },
  {
    method: "POST",
    path: "/api/images",
    access: "user",
    body: () => photoForm(),
    ok: 201,
    multipart: true,
  },
  { method: "GET", path: "/api/images/[id]", access: "user", owned: "image" },
  // Issue 43: export in other apps' formats, and import from them.
  { method: "GET", path: "/api/export/todoist", access: "user" },
  { method: "GET", path: "/api/export/ics", access: "user" },
  // Commit and delete get a preview of their own (setup), so the shared owner's preview stays
  // open for PATCH.
  { method: "GET", path: "/api/import", access: "user" },
  {
    method: "POST",
    path: "/api/import",
    access: "user",
    body: () => importForm(),
    multipart: true,
  },
  {
    method: "PATCH",
    path: "/api/import/[id]",
    access: "user",
    owned: "import",
    body: () => ({ areas: { Errands: "health" } }),
  },
  {
    method: "POST",
    path: "/api/import/[id]/commit",
    access: "user",
    owned: "import",
    ok: 201,
    setup: freshImport,
  },
  {
    method: "DELETE",
    path: "/api/import/[id]",
    access: "user",
    owned: "import",
    setup: freshImport,
  },
  // The owner's image is on their board and item, so it stays: discarding it is a no-op.
  { method: "DELETE", path: "/api/images/[id]", access: "user", owned: "image", ok: 204 },
];

let pushCount = 0;
/** A browser's subscription on a known push service (a new endpoint each time). */
function pushSubscription() {
  const k = browserKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${process.pid}-${Date.now()}-${++pushCount}`,
    keys: { p256dh: k.p256dh, auth: k.auth },
    label: "Matrix phone",
  };
}

/**
 * Each user's check-in is on a day of its own, in the past, so another user's call on the owner's
 * day finds none of theirs (404) and the owner's is the day the check-in routes are called for.
 */
let checkinDays = 0;
const nextCheckinDay = () => addDays("2025-01-01", checkinDays++ % 300);
const CHECKIN_SCORES = {
  physical_environment: 5,
  business_career: 6,
  finances: 4,
  health: 3,
  family_friends: 8,
  romance: 7,
  personal_growth: 6,
  fun_recreation: 5,
};

/** The day the plan routes are called for ([date] in their path). */
const PLAN_DAY = "2030-01-07";

/** A saved (empty) plan, so GET /api/plans/{date} has one to answer with. */
async function savedPlan(c: Ctx): Promise<Prepared> {
  const res = await c.client.request("PUT", `/api/plans/${PLAN_DAY}`, {
    start: "09:00",
    items: [],
  });
  if (res.status !== 200) throw new Error(`save plan → ${res.status} ${res.text}`);
  return {};
}

/** A running timer on the owner's task, for the routes that read or stop it. */
async function runningTimer(c: Ctx): Promise<Prepared> {
  const res = await c.client.post("/api/timer", { taskId: Number(c.ids.task) });
  if (res.status !== 201) throw new Error(`start timer → ${res.status} ${res.text}`);
  return {};
}

/** A pending demo payment (the Subscribe page's first step). */
async function startPayment(c: Ctx): Promise<Prepared> {
  const res = await c.client.post("/api/create-subscription");
  if (res.status !== 200) throw new Error(`create-subscription → ${res.status} ${res.text}`);
  return { clientSecret: String(res.body.clientSecret) };
}

/** A paid demo subscription, confirmed with a card that goes through. */
async function confirmDemoPayment(c: Ctx, p: Prepared): Promise<Prepared> {
  const res = await c.client.post("/api/billing/demo/confirm", {
    clientSecret: p.clientSecret,
    card,
  });
  if (res.status !== 200) throw new Error(`demo confirm → ${res.status} ${res.text}`);
  return p;
}

export const key = (method: string, path: string) => `${method} ${path}`;

export async function makePremium(userId: string) {
  const db = await getDb();
  await db
    .update(users)
    .set({ freePremiumUntil: new Date(Date.now() + 86_400_000) })
    .where(eq(users.id, userId));
}

/** A signed-in user with one of each resource. */
export async function userWithResources(
  prefix: string,
  premium: boolean,
): Promise<Ctx & { userId: string }> {
  const { client, user, password, email } = await signedInClient(prefix);
  if (premium) await makePremium(user.id);
  const task = await client.post("/api/tasks", { description: "Owned task", category: "health" });
  const taskItem = await client.post(`/api/tasks/${task.body.id}/items`, { text: "Owned item" });
  const journal = await client.post("/api/journals", {
    title: "Owned entry",
    content: "I need to renew my passport.",
    category: "personal_growth",
  });
  let imageId = "";
  if (premium) {
    const img = await client.post("/api/vision-boards/generate-image", { prompt: "mountains" });
    imageId = String(img.body.imageUrl).split("/").pop()!;
  }
  const board = await client.post("/api/vision-boards", {
    title: "Owned board",
    description: "Mine",
    ...(imageId ? { imageUrl: `/api/images/${imageId}` } : {}),
  });
  const item = imageId
    ? await client.post(`/api/vision-boards/${board.body.id}/items`, {
        description: "Owned item",
        imageUrl: `/api/images/${imageId}`,
        positionX: 5,
        positionY: 5,
      })
    : { body: { id: 0 } };
  const device = await client.post("/api/push/subscriptions", pushSubscription());
  const server = await calendarServer();
  const calendarUrl = server.serve(`/${prefix}-${user.id}/basic.ics`, sampleCalendar(prefix));
  const calendar = await client.post("/api/calendars", { url: calendarUrl });
  if (calendar.status !== 201) throw new Error(`calendar → ${calendar.status} ${calendar.text}`);
  const events = await client.get(`/api/events?from=${todayIn("UTC")}&to=${todayIn("UTC")}`);
  const importId = await newImport(client);
  const goal = await client.post("/api/goals", { title: "Owned goal", category: "health" });
  const checkinDay = nextCheckinDay();
  await client.request("PUT", `/api/checkins/${checkinDay}`, { scores: CHECKIN_SCORES });
  const habit = await client.post("/api/habits", {
    title: "Owned habit",
    category: "health",
    target: { times: 1, per: "day" },
  });
  await client.request("PUT", `/api/habits/${habit.body.id}/checks/${todayIn("UTC")}`);
  const entry = await client.post("/api/time-entries", {
    taskId: task.body.id,
    date: todayIn("UTC"),
    minutes: 25,
  });
  return {
    client,
    password,
    email,
    calendarUrl,
    userId: user.id,
    ids: {
      calendar: String(calendar.body.id),
      series: String(events.body[0].seriesId),
      device: String(device.body.id),
      task: String(task.body.id),
      journal: String(journal.body.id),
      board: String(board.body.id),
      item: String(item.body.id),
      image: imageId,
      taskItem: String(taskItem.body.id),
      import: importId,
      checkin: checkinDay,
      goal: String(goal.body.id),
      habit: String(habit.body.id),
      entry: String(entry.body.id),
    },
  };
}

/** What the owner sees of a resource, to prove another user's call changed nothing. */
export async function snapshot(owner: Ctx, kind: Owned): Promise<string> {
  const { client, ids } = owner;
  switch (kind) {
    case "task":
    case "taskItem":
      // The task's answer includes its checklist items.
      return (await client.get(`/api/tasks/${ids.task}`)).text;
    case "journal":
      return (await client.get(`/api/journals/${ids.journal}`)).text;
    case "board":
      return JSON.stringify([
        (await client.get("/api/vision-boards")).body,
        (await client.get(`/api/vision-boards/${ids.board}/items`)).body,
      ]);
    case "item":
      return (await client.get(`/api/vision-boards/${ids.board}/items`)).text;
    case "image":
      return String((await client.get(`/api/images/${ids.image}`)).status);
    case "device":
      return (await client.get("/api/push/subscriptions")).text;
    case "calendar":
      return (await client.get("/api/calendars")).text;
    case "series":
      return (await client.get(`/api/events?from=${todayIn("UTC")}&to=${todayIn("UTC")}`)).text;
    case "import": {
      // No GET: an empty change answers with the preview as it is (409 once committed).
      const res = await client.patch(`/api/import/${ids.import}`, { tasks: [] });
      return `${res.status} ${JSON.stringify({ ...res.body, openTaskRoom: undefined })}`;
    }
    case "checkin":
      return (await client.get("/api/checkins")).text;
    case "goal":
      return (await client.get(`/api/goals/${ids.goal}`)).text;
    case "habit":
      return (await client.get(`/api/habits/${ids.habit}`)).text;
    case "entry":
      return (await client.get("/api/time-entries")).text;
  }
}

/** A habit check's day must be today or up to 7 days back; a plan's day may be any day. */
/** The day a [date] path names: a check-in the owner has, today for a habit's check, else the plan's day. */
const dayFor = (path: string, ctx: Ctx) =>
  path.startsWith("/api/checkins/")
    ? ctx.ids.checkin
    : path.includes("/checks/")
      ? todayIn("UTC")
      : PLAN_DAY;

export const url = (e: Entry, ctx: Ctx) =>
  e.path
    .replace("[id]", e.owned ? ctx.ids[e.owned] : "1")
    .replace("[seriesId]", e.owned ? ctx.ids[e.owned] : "1")
    .replace("[date]", dayFor(e.path, ctx)) + (e.query ?? "");
