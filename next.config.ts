import type { NextConfig } from "next";
import { securityHeaders } from "./lib/server/security-headers";

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files: load it from node_modules at run time instead of bundling.
  serverExternalPackages: ["@electric-sql/pglite", "wink-nlp", "wink-eng-lite-web-model", "sharp"],
  poweredByHeader: false,
  turbopack: { root: __dirname },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders(process.env.NODE_ENV === "production") }];
  },
};

export default nextConfig;
