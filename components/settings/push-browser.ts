// This browser's push subscription, for the Settings card and logout. Loaded on demand (import()),
// never in a page's first JavaScript.
import { apiJson, apiRequest } from "@/lib/api/client";
import type { PushDeviceDto } from "@/lib/push/shapes";

export type Device = PushDeviceDto;

export type PushSupport = "supported" | "unsupported" | "ios-not-installed";

export function pushSupport(): PushSupport {
  if (typeof window === "undefined") return "unsupported";
  const ok = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  if (ok) return "supported";
  // iOS and iPadOS offer Web Push only to an app added to the Home Screen.
  return /iPhone|iPad|iPod/.test(navigator.userAgent) ? "ios-not-installed" : "unsupported";
}

/** The service worker's registration, or null when none is active within a few seconds. */
async function registration(timeoutMs = 5000): Promise<ServiceWorkerRegistration | null> {
  if (!("serviceWorker" in navigator)) return null;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((r) => setTimeout(() => r(null), timeoutMs)),
  ]);
}

/** This browser's subscription; at once null when no worker is registered (logout never waits for one). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!("serviceWorker" in navigator)) return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return reg?.pushManager ? reg.pushManager.getSubscription() : null;
}

/** "Chrome on Android", "Safari on iPhone": how the device list names this browser. */
function deviceLabel(ua = navigator.userAgent): string {
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /Chrome\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : "Browser";
  const os = /Android/.test(ua)
    ? "Android"
    : /iPhone/.test(ua)
      ? "iPhone"
      : /iPad/.test(ua)
        ? "iPad"
        : /Mac OS X/.test(ua)
          ? "Mac"
          : /Windows/.test(ua)
            ? "Windows"
            : /Linux/.test(ua)
              ? "Linux"
              : "";
  return os ? `${browser} on ${os}` : browser;
}

/**
 * Why turning notifications on failed (issue 47: every failure says what happened): the message
 * is the code, so callers can tell them apart.
 * - denied: the site's notifications are blocked;
 * - dismissed: the permission question was closed, or never shown (private windows answer "default");
 * - no-worker: no service worker became active;
 * - unavailable: the browser has no push service here (private windows, privacy settings);
 * - timeout: the push service did not answer within SUBSCRIBE_TIMEOUT_MS.
 */
export type PushSetupFailure = "denied" | "dismissed" | "no-worker" | "unavailable" | "timeout";
export class PushSetupError extends Error {
  constructor(readonly code: PushSetupFailure) {
    super(code);
    this.name = "PushSetupError";
  }
}

/** How long the browser's push service has to answer a subscription. */
const SUBSCRIBE_TIMEOUT_MS = 10_000;

function subscribeWithin(
  reg: ServiceWorkerRegistration,
  key: Uint8Array<ArrayBuffer>,
  ms: number,
): Promise<PushSubscription> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushSetupError("timeout")), ms);
  });
  const subscribed = reg.pushManager
    .subscribe({ userVisibleOnly: true, applicationServerKey: key })
    .catch((err: unknown) => {
      // NotAllowedError after a granted permission, AbortError "push service not available",
      // InvalidStateError: the browser cannot subscribe here.
      throw err instanceof PushSetupError ? err : new PushSetupError("unavailable");
    });
  return Promise.race([subscribed, late]).finally(() => clearTimeout(timer));
}

/** Asks for permission, subscribes with the server's key and registers the device. */
export async function turnOn(publicKey: string, timeoutMs = SUBSCRIBE_TIMEOUT_MS): Promise<Device> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted")
    throw new PushSetupError(permission === "denied" ? "denied" : "dismissed");
  const reg = await registration();
  if (!reg) throw new PushSetupError("no-worker");
  if (!reg.pushManager) throw new PushSetupError("unavailable");
  const key = Uint8Array.from(atob(publicKey.replace(/-/g, "+").replace(/_/g, "/")), (c) =>
    c.charCodeAt(0),
  );
  let sub = await reg.pushManager.getSubscription().catch(() => null);
  sub ??= await subscribeWithin(reg, key, timeoutMs);
  const json = sub.toJSON();
  return apiJson<Device>("POST", "/api/push/subscriptions", {
    endpoint: json.endpoint,
    keys: json.keys,
    label: deviceLabel(),
  });
}

/**
 * Removes this browser's device from the account (if listed) and unsubscribes it. The browser's
 * subscription ends even when the server cannot be told (offline): the push service then answers
 * the server's next send with 410, and the server deletes the device itself.
 */
export async function turnOff(devices?: Device[]): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) return;
  try {
    const list = devices ?? (await apiJson<Device[]>("GET", "/api/push/subscriptions"));
    const mine = list.find((d) => d.endpoint === sub.endpoint);
    if (mine) await apiRequest("DELETE", `/api/push/subscriptions/${mine.id}`);
  } finally {
    await sub.unsubscribe().catch(() => false);
  }
}

/** Logout: this browser stops getting this account's reminders. Best effort, never holds logout up for long. */
export async function forgetThisDevice(): Promise<void> {
  await Promise.race([turnOff().catch(() => undefined), new Promise((r) => setTimeout(r, 3000))]);
}
