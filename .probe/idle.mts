import { chromium } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from "../scripts/chromium-flags";
const base = "http://127.0.0.1:3471";
const reduced = process.argv[2] === "reduce";
const browser = await chromium.launch({ executablePath: TEST_CHROMIUM, args: CHROMIUM_FLAGS });
function chromeCpu() { let s = 0; for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) { try { const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8"); if (!cmd.includes("chrom")) continue; const stat = readFileSync(`/proc/${pid}/stat`, "utf8"); const f = stat.slice(stat.lastIndexOf(")") + 2).split(" "); s += (Number(f[11]) + Number(f[12])) / 100; } catch {} } return s; }
const ctx = await browser.newContext({ serviceWorkers: "block", ...(reduced ? { reducedMotion: "reduce" } : {}) });
await ctx.request.post(base + "/api/register", { data: { email: `i.${Date.now()}@example.com`, password: "secret123", timeZone: "UTC" }, headers: { origin: base } });
const p = await ctx.newPage();
for (const path of process.argv.slice(3)) {
  await p.goto(base + path); await p.waitForLoadState("networkidle"); await p.waitForTimeout(1000);
  const a = chromeCpu(); await p.waitForTimeout(5000); const b = chromeCpu();
  console.log(path, reduced ? "reduce" : "normal", "idle chromium cpu over 5 s:", (b - a).toFixed(2));
}
await browser.close();
