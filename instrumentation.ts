// Runs once when the server starts (Next's instrumentation hook), before requests are served.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installHttpHook } = await import("./lib/server/http-hook");
  installHttpHook();
}
