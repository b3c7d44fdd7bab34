import type { NextConfig } from "next";
import {
  contentSecurityPolicy,
  HSTS,
  OVER_HTTPS,
  securityHeaders,
} from "./lib/server/security-headers";

/**
 * Every path but /api/... (the root included). /api/ responses get their security headers from
 * the server hook (lib/server/http-hook.ts), the one place, on a Node server. On a serverless host
 * (Vercel sets VERCEL at build time) that hook never runs, so there the rules cover /api/ too,
 * with the API's CSP.
 */
const ON_VERCEL = Boolean(process.env.VERCEL);
const NOT_API = ON_VERCEL ? "/:path*" : "/:path((?!api/).*)";

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files: load them from node_modules at run time instead of bundling.
  // esbuild bundles the service worker at build time (app/serwist/[path]/route.ts).
  serverExternalPackages: [
    "@electric-sql/pglite",
    "wink-nlp",
    "wink-eng-lite-web-model",
    "sharp",
    "esbuild",
    "esbuild-wasm",
  ],
  poweredByHeader: false,
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === "1",
  // Lets several builds live side by side (parallel work, benchmarks); default ".next".
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // The test script type-checks once with tsc before building; it sets this to skip a second pass.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1" },
  turbopack: { root: __dirname },
  // The stylesheet comes inside the HTML (a <style>, not a <link>): the first paint waits for no
  // request, so it lands before the page's scripts run and is final (docs/decisions/first-paint.md).
  // Client-side navigations still load the stylesheet file.
  experimental: { inlineCss: true },
  async headers() {
    const production = process.env.NODE_ENV === "production";
    // Not under /api/ on a Node server: API responses get the same headers from the server hook
    // (lib/server/http-hook.ts), so Next does not match these rules and compile their values as
    // path templates on every API request (issue 30; docs/decisions/api-performance.md has the measured cost).
    return [
      { source: NOT_API, headers: securityHeaders() },
      // On Vercel only (no server hook there): the API's CSP, the policy without a nonce.
      ...(ON_VERCEL
        ? [
            {
              source: "/api/:path*",
              headers: [
                {
                  key: "Content-Security-Policy",
                  value: contentSecurityPolicy({ nonce: null, production }),
                },
              ],
            },
          ]
        : []),
      // Pages get their CSP, with a per-request nonce, from proxy.ts; everything else gets it here.
      ...["/calendar/:path*", "/_next/:path*", "/:file((?!api/).*\\..*)"].map((source) => ({
        source,
        headers: [
          {
            key: "Content-Security-Policy",
            value: contentSecurityPolicy({ nonce: null, production }),
          },
        ],
      })),
      ...(production ? [{ source: NOT_API, has: OVER_HTTPS, headers: [HSTS] }] : []),
    ];
  },
};

export default nextConfig;
