import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from "../scripts/chromium-flags";
const base = "http://127.0.0.1:3471";
const extra = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: TEST_CHROMIUM, args: [...CHROMIUM_FLAGS, ...extra] });
const agg: Record<string, number> = {};
for (let i = 0; i < 5; i++) {
  const ctx = await browser.newContext({ serviceWorkers: "block" });
  const email = `m.${Date.now()}.${Math.random()}@example.com`;
  await ctx.request.post(base + "/api/register", { data: { email, password: "secret123", timeZone: "UTC" }, headers: { origin: base } });
  const p = await ctx.newPage();
  const cdp = await ctx.newCDPSession(p);
  await cdp.send("Performance.enable");
  for (const path of ["/", "/settings", "/notebook"]) { await p.goto(base + path); await p.waitForLoadState("networkidle"); }
  const { metrics } = await cdp.send("Performance.getMetrics");
  for (const m of metrics) if (/Duration|Count/.test(m.name)) agg[m.name] = (agg[m.name] ?? 0) + m.value / 5;
  await ctx.close();
}
console.log(extra.join(" ") || "(default)", JSON.stringify(Object.fromEntries(Object.entries(agg).map(([k, v]) => [k, +v.toFixed(3)]))));
await browser.close();
