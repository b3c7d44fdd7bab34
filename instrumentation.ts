// Runs once when the server starts (Next's instrumentation hook), before requests are served.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installPeerAddressHook } = await import("./lib/server/peer-address");
  installPeerAddressHook();
}
