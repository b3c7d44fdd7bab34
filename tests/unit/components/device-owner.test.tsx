// @vitest-environment jsdom
// A signed-in page claims the browser for its user (lib/pwa/device.ts). When that changes hands
// (right after signing in), every offline copy is forgotten, including the copy of this page the
// worker may have stored a moment before, so the page asks the worker for its copy and the offline
// data again; on every later page load (same owner) it asks for nothing more. The claim is
// replaced; what reaches the worker is the real message (lib/pwa/keep.ts).
import { cleanup, render, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DeviceOwner } from "@/components/pwa/device-owner";
import { OFFLINE_APIS } from "@/lib/pwa/cache-names";

const device = vi.hoisted(() => ({
  sendPendingLogout: vi.fn(async () => false),
  claimDevice: vi.fn(async (_userId: string) => false),
}));
vi.mock("@/lib/pwa/device", () => device);

const postMessage = vi.fn();

beforeEach(() => {
  vi.clearAllMocks();
  window.history.replaceState(null, "", "/?open=task-3");
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { controller: { postMessage } },
  });
});
afterEach(cleanup);

describe("DeviceOwner", () => {
  it("asks for this page's copy and the offline data again when the device changed hands", async () => {
    device.claimDevice.mockResolvedValueOnce(true);
    render(<DeviceOwner userId="user-1" />);
    await waitFor(() => expect(postMessage).toHaveBeenCalledTimes(1));
    expect(device.claimDevice).toHaveBeenCalledWith("user-1");
    expect(postMessage).toHaveBeenCalledWith({
      type: "CACHE_URLS",
      payload: {
        urlsToCache: [
          ["/?open=task-3", { headers: { accept: "text/html" }, credentials: "same-origin" }],
          ...OFFLINE_APIS,
        ],
      },
    });
  });

  it("asks for nothing when the device was already this user's", async () => {
    render(<DeviceOwner userId="user-1" />);
    await waitFor(() => expect(device.claimDevice).toHaveBeenCalledWith("user-1"));
    await new Promise((r) => setTimeout(r, 10));
    expect(postMessage).not.toHaveBeenCalled();
  });
});
