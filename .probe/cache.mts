import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from "../scripts/chromium-flags";
const base = "http://127.0.0.1:3471";
const busy = () => { const f = readFileSync("/proc/stat","utf8").split("\n")[0].split(/\s+/).slice(1).map(Number); return (f[0]+f[1]+f[2]+f[5]+f[6])/100; };
const browser = await chromium.launch({ executablePath: TEST_CHROMIUM, args: CHROMIUM_FLAGS });
async function user(ctx) {
  const email = `p.${Date.now()}.${Math.random()}@example.com`;
  const r = await ctx.request.post(base + "/api/register", { data: { email, password: "secret123", timeZone: "UTC" }, headers: { origin: base } });
  if (r.status() !== 201) throw new Error(await r.text());
}
const mode = process.argv[2];
const N = 8;
let shared = mode === "shared" ? await browser.newContext({ serviceWorkers: "block" }) : null;
// warm server
{ const c = await browser.newContext(); await user(c); const p = await c.newPage(); await p.goto(base + "/"); await p.waitForLoadState("networkidle"); await c.close(); }
const b0 = busy(); const t0 = Date.now();
for (let i = 0; i < N; i++) {
  const ctx = shared ?? await browser.newContext({ serviceWorkers: "block" });
  if (shared) await ctx.clearCookies();
  await user(ctx);
  const p = await ctx.newPage();
  await p.goto(base + "/");
  await p.getByRole("heading", { name: "Dashboard" }).waitFor();
  await p.waitForLoadState("networkidle");
  await p.goto(base + "/settings"); await p.waitForLoadState("networkidle");
  await p.goto(base + "/notebook"); await p.waitForLoadState("networkidle");
  await p.close();
  if (!shared) await ctx.close();
}
console.log(mode, "per iteration busy", ((busy() - b0) / N).toFixed(2), "wall", ((Date.now() - t0) / N / 1000).toFixed(2));
await browser.close();
