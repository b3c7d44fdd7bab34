// The page-weight budget: a page's initial JavaScript against a blank App Router page of the same
// Next version, built in the same run. Counted as a modern browser loads it: every
// `<script src>` of the HTML except `noModule` ones (the legacy polyfills a modern browser never
// fetches), gzip level 9. Shared by `npm run bench` (the figures) and `npm run test:page-weight`
// (the test that fails a page over budget).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { peerFiles } from "./peer-route";

/**
 * Initial JavaScript may be this many times the blank page's: every page, and the dashboard
 * (issue 30; docs/decisions/first-javascript.md).
 */
export const BUDGETS: { default: number; pages: Record<string, number> } = {
  default: 1.25,
  pages: { "/": 1.22 },
};

/** The scripts a modern browser fetches from this HTML: `<script src>` without `noModule`. */
export function scriptSources(html: string): string[] {
  const srcs: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = m[1]!;
    if (/\snomodule(\s|=|$)/i.test(attrs)) continue;
    const src = /\ssrc=["']([^"']+)["']/i.exec(attrs)?.[1];
    if (src) srcs.push(src.replace(/&amp;/g, "&"));
  }
  return [...new Set(srcs)];
}

/** gzip size of the JavaScript a page's HTML loads before anything runs. */
export async function initialJs(origin: string, pagePath: string, cookie = ""): Promise<number> {
  const res = await fetch(`${origin}${pagePath}`, { headers: { cookie }, redirect: "manual" });
  if (res.status !== 200)
    throw new Error(`${pagePath}: ${res.status} (expected the page itself, not a redirect)`);
  let total = 0;
  for (const src of scriptSources(await res.text())) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    total += zlib.gzipSync(body, { level: 9 }).length;
  }
  return total;
}

export type PageWeight = {
  page: string;
  gzipBytes: number;
  ratio: number;
  budget: number;
  over: boolean;
};

/** Each page's ratio to the blank page and whether it breaks its budget. */
export function checkBudgets(
  blankBytes: number,
  pages: Record<string, number>,
  budgets = BUDGETS,
): PageWeight[] {
  if (!(blankBytes > 0))
    throw new Error("the blank page loaded no JavaScript: the floor is missing");
  return Object.entries(pages).map(([page, gzipBytes]) => {
    const budget = budgets.pages[page] ?? budgets.default;
    const ratio = gzipBytes / blankBytes;
    return {
      page,
      gzipBytes,
      ratio: Math.round(ratio * 1000) / 1000,
      budget,
      over: ratio > budget,
    };
  });
}

/**
 * A blank App Router app built with the same Next (our node_modules, linked) in `dir`, outside the
 * repository so nothing of ours (proxy.ts, configs) leaks into the floor. `peer`: with the plain
 * peer's data routes (bench/peer-route.ts) beside the trivial handler.
 */
export function buildBlankApp(root: string, dir: string, { peer = false } = {}): string {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, "app"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({ name: "blank", private: true }),
  );
  // node_modules is a link to ours (the very same next); the root must contain both ends of it.
  fs.writeFileSync(
    path.join(dir, "next.config.mjs"),
    // PGlite ships WASM and data files: loaded from node_modules, as in the app's own config.
    `export default { turbopack: { root: "/" }${peer ? `, serverExternalPackages: ["@electric-sql/pglite"]` : ""} };\n`,
  );
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  fs.writeFileSync(
    path.join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        jsx: "preserve",
        strict: true,
        module: "esnext",
        moduleResolution: "bundler",
        target: "ES2022",
        lib: ["dom", "esnext"],
        skipLibCheck: true,
        noEmit: true,
        isolatedModules: true,
        esModuleInterop: true,
        incremental: false,
        plugins: [{ name: "next" }],
      },
      include: ["**/*.tsx", "**/*.ts"],
    }),
  );
  fs.writeFileSync(
    path.join(dir, "app", "layout.tsx"),
    `export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n`,
  );
  fs.writeFileSync(
    path.join(dir, "app", "page.tsx"),
    `export default function Page() {\n  return <main>Hello</main>;\n}\n`,
  );
  // The framework's trivial handler, the floor of the API figures (bench/api.ts): dynamic, like ours.
  fs.mkdirSync(path.join(dir, "app", "api", "health"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "app", "api", "health", "route.ts"),
    `export const dynamic = "force-dynamic";\nexport function GET() {\n  return Response.json({ status: "ok" });\n}\n`,
  );
  if (peer)
    for (const [file, source] of Object.entries(peerFiles(path.join(root, "db", "migrations")))) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), source);
    }
  // The blank app builds into its own .next, whatever NEXT_DIST_DIR says for ours.
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  delete env["NEXT_DIST_DIR"];
  execFileSync("npx", ["next", "build"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    env,
    timeout: 15 * 60_000,
  });
  return dir;
}

/** The app's pages, from the build's route manifest (API routes and Next's own error pages left out). */
export function builtPages(root: string, distDir = ".next"): string[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(root, distDir, "app-path-routes-manifest.json"), "utf8"),
  ) as Record<string, string>;
  return [...new Set(Object.values(manifest))]
    .filter(
      (p) => !p.startsWith("/api/") && !p.startsWith("/_") && !p.includes("[") && !/\.\w+$/.test(p),
    )
    .sort();
}

export function formatTable(blankBytes: number, rows: PageWeight[]): string {
  const kb = (b: number) => `${(b / 1024).toFixed(1)} kB`;
  return [
    `Initial JavaScript (gzip, modern browser), blank App Router page: ${kb(blankBytes)}`,
    ...rows.map(
      (r) =>
        `  ${r.page.padEnd(14)} ${kb(r.gzipBytes).padStart(9)}  ${r.ratio.toFixed(2)}x blank  (budget ${r.budget.toFixed(2)}x)${r.over ? "  OVER BUDGET" : ""}`,
    ),
  ].join("\n");
}
