import { chromium } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from "../scripts/chromium-flags";
const base = "http://127.0.0.1:3471";
const extra = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: TEST_CHROMIUM, args: [...CHROMIUM_FLAGS, ...extra] });
const N = 6;
const seen = new Map<string, number>(); // pid -> last cpu
const byType: Record<string, number> = {};
function snap() {
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    let cmd = ""; let stat = "";
    try { cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " "); stat = readFileSync(`/proc/${pid}/stat`, "utf8"); } catch { continue; }
    if (!cmd.includes("chrom")) continue;
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const cpu = (Number(f[11]) + Number(f[12])) / 100;
    const type = (/--type=(\S+)/.exec(cmd)?.[1] ?? "browser") + (/--utility-sub-type=(\S+)/.exec(cmd)?.[1] ?? "");
    const prev = seen.get(pid) ?? 0; seen.set(pid, cpu);
    byType[type] = (byType[type] ?? 0) + cpu - prev;
  }
}
snap(); for (const k of Object.keys(byType)) byType[k] = 0;
for (let i = 0; i < N; i++) {
  const ctx = await browser.newContext({ serviceWorkers: "block" });
  const email = `m.${Date.now()}.${Math.random()}@example.com`;
  await ctx.request.post(base + "/api/register", { data: { email, password: "secret123", timeZone: "UTC" }, headers: { origin: base } });
  const p = await ctx.newPage();
  for (const path of ["/", "/settings", "/notebook"]) { await p.goto(base + path); await p.waitForLoadState("networkidle"); }
  snap();
  await ctx.close();
}
await new Promise((r) => setTimeout(r, 300)); snap();
console.log(extra.join(" ") || "(default)", JSON.stringify(Object.fromEntries(Object.entries(byType).map(([k, v]) => [k, +(v / N).toFixed(2)]))));
await browser.close();
