// npm run test:page-weight: fails when a page's initial JavaScript breaks its budget against a blank
// App Router page of the same Next version, built here in the same run (bench/page-weight.ts).
// Needs the production build (npx next build); builds the blank app itself (~30-60 s).
// Ports: PAGE_WEIGHT_PORT (default 3320) for the app, the next one for the blank page.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  buildBlankApp,
  builtPages,
  checkBudgets,
  formatTable,
  initialJs,
} from "../bench/page-weight";
import { startNextServer, stopNextServers } from "../bench/next-servers";

const ROOT = path.resolve(import.meta.dirname, "..");
const DIST = process.env.NEXT_DIST_DIR || ".next";
const PORT = Number(process.env.PAGE_WEIGHT_PORT || 3320);
const log = (...a: unknown[]) => console.error("[page-weight]", ...a);

/** A new account's session cookie, as the sign-up form gets it. */
async function signUp(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `weight.${Date.now()}@example.com`,
      password: "page-weight-password",
    }),
  });
  if (!res.ok) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.includes("session-token="));
  if (!cookie) throw new Error("sign-up set no session cookie");
  return cookie;
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, DIST, "BUILD_ID")))
    throw new Error(`no production build in ${DIST}: run npx next build first`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "balance-page-weight-"));
  const timer = setTimeout(() => {
    log("time limit reached");
    stopNextServers();
    process.exit(2);
  }, 15 * 60_000);
  try {
    log("building a blank App Router page with the same Next...");
    const blankDir = buildBlankApp(ROOT, path.join(tmp, "blank"));
    const blank = await startNextServer(blankDir, PORT + 1, {});
    const app = await startNextServer(ROOT, PORT, {
      DATA_DIR: path.join(tmp, "data"),
      AUTH_SECRET: "page-weight-secret-page-weight-secret-0123",
      ...(DIST !== ".next" ? { NEXT_DIST_DIR: DIST } : {}),
    });
    const cookie = await signUp(app);
    const blankBytes = await initialJs(blank, "/");
    const pages: Record<string, number> = {};
    for (const page of ["/auth", ...builtPages(ROOT, DIST).filter((p) => p !== "/auth")]) {
      pages[page] = await initialJs(app, page, page === "/auth" ? "" : cookie);
    }
    const rows = checkBudgets(blankBytes, pages);
    console.log(formatTable(blankBytes, rows));
    const over = rows.filter((r) => r.over);
    if (over.length) {
      console.error(
        `\nOver budget: ${over.map((r) => `${r.page} ${r.ratio.toFixed(2)}x > ${r.budget.toFixed(2)}x`).join(", ")}`,
      );
      process.exitCode = 1;
    }
  } finally {
    clearTimeout(timer);
    stopNextServers();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  stopNextServers();
  process.exit(1);
});
