// Serves the service worker (/serwist/sw.js and its source map), built from app/sw.ts by
// @serwist/turbopack at build time with the list of files to precache.
import { createSerwistRoute } from "@serwist/turbopack";

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute(
  {
    swSrc: "app/sw.ts",
    // The native esbuild binary (an optional dependency of esbuild) is faster than esbuild-wasm.
    useNativeEsbuild: true,
    // Source maps of the worker are not served: nothing under /serwist/ but the worker itself.
    esbuildOptions: { sourcemap: false },
    // Next's static files and the public folder; build manifests and the worker's own files excluded.
    globIgnores: [
      "**/*.map",
      "**/_buildManifest.js",
      "**/_ssgManifest.js",
      "**/_clientMiddlewareManifest.js",
    ],
  },
);
