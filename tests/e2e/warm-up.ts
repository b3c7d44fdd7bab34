// Playwright global setup: one visit to each page before the first test. `next start` loads a
// route's code on its first request, and on a busy 2-core box the first sign-up could take longer
// than an assertion's 10 s; a test should time the app, not its cold start.
import type { FullConfig } from "@playwright/test";

export default async function warmUp(config: FullConfig) {
  const base = config.projects[0]!.use.baseURL!;
  const headers = { origin: base, "content-type": "application/json" };
  await fetch(`${base}/auth`);
  const res = await fetch(`${base}/api/register`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email: `warm-up.${Date.now()}@example.com`, password: "warm-up-123" }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  for (const path of [
    "/",
    "/notebook",
    "/vision-board",
    "/settings",
    "/subscribe",
    "/affiliate",
    "/api/tasks",
  ]) {
    await fetch(`${base}${path}`, { headers: { cookie } });
  }
}
