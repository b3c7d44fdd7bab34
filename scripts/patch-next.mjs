// Next 16.4 with `experimental.inlineCss` writes the stylesheet into every page's HTML three
// times: the <style> that styles it, the flight copy React hydrates it from, and a third copy for
// the global-error boundary's styles (vercel/next.js#98110; fixes #98136 and #98084 open, not in
// a release on 2026-12-02). The third copy is 106 kB of a page's 340 kB, and the HTML's length is
// what lets the page's scripts run before its content paints (docs/decisions/first-paint.md).
//
// This runs after every install (package.json "postinstall") and takes the text out of the
// global-error styles of a page's payload, keeping the <style> elements themselves: React keys a
// hoisted stylesheet by its href, so if the global-error boundary ever renders in the browser it
// adopts the <style> already in the document, which the page's own copy put there. The error
// document (rendered when the root layout itself fails) keeps its copy; it has no other.
//
// It changes the compiled runtime Next's server bundles load, by exact patterns: if Next's code
// no longer matches (a new version), the install fails here and says so, rather than building an
// app that quietly carries the copy again. Running it twice changes nothing.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const MARK = "/*balance:global-error-styles-without-text*/";
const require = createRequire(import.meta.url);
const nextDir = path.dirname(require.resolve("next/package.json"));
const runtimes = [
  "app-page",
  "app-page-turbo",
  "app-page-experimental",
  "app-page-turbo-experimental",
].map((name) => path.join(nextDir, "dist/compiled/next-server", `${name}.runtime.prod.js`));

// The page payload's call (getRSCPayload): the full component tree is built, then the global
// error's component and styles are looked up. The error payload's call (getErrorRSCPayload) does
// not build a component tree first, so this pattern matches only the page's.
const PAGE_CALL =
  /(injectedCSS:\w+,injectedJS:\w+,injectedFontPreloadTags:\w+,rootLayoutIncluded:!1,missingSlots:\w+,[^]{0,600}?\b(\w+)=(\w)\(\w+,\{key:"h"\}[^]{0,400}?\{GlobalError:\w+,styles:\w+\}=)await (\w+)\((\w),(\w)\)/g;

let patched = 0;
for (const file of runtimes) {
  const source = fs.readFileSync(file, "utf8");
  if (source.includes(MARK)) continue;
  const matches = [...source.matchAll(PAGE_CALL)];
  if (matches.length !== 1) {
    console.error(
      `scripts/patch-next.mjs: ${path.relative(process.cwd(), file)} has ${matches.length} page payloads' global-error lookups where 1 was expected; Next ${require("next/package.json").version} is not the version this patch was written for (16.4.6). See docs/decisions/first-paint.md.`,
    );
    process.exit(1);
  }
  const [whole, head, , createElement, lookup, tree, ctx] = matches[0];
  const withoutText = `${MARK}await ${lookup}(${tree},${ctx}).then(g=>({...g,styles:Array.isArray(g.styles)?g.styles.map(s=>s&&"style"===s.type&&null!=s.props.children?${createElement}("style",{...s.props,key:s.key,children:void 0}):s):g.styles}))`;
  fs.writeFileSync(file, source.replace(whole, head + withoutText));
  patched++;
}
if (patched)
  console.log(
    `scripts/patch-next.mjs: ${patched} Next runtimes patched (global-error styles without their text)`,
  );
