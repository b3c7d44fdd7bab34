// The browser's fetch helper (spec §7): cookies always sent, a JSON body only when there is one,
// and any non-2xx response becomes an error "status: body text" (or the status text when empty).
// Every call but a GET says Content-Type: application/json (the server needs it on a body, a CSRF
// defence, lib/http/content-type.ts; on a bodyless call it is accepted and changes nothing).
import { isErrorCode, type ErrorCode } from "@/lib/errors/codes";

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiRequestError";
  }

  /** The parsed JSON error body ({ message, code, ... }) when the server sent one. */
  get body(): { message?: string; code?: string; [k: string]: unknown } | null {
    try {
      const parsed = JSON.parse(this.bodyText);
      return parsed && typeof parsed === "object" ? parsed : null;
    } catch {
      return null;
    }
  }

  /** The server's error code (lib/errors/codes.ts); undefined when the body carries none of ours. */
  get code(): ErrorCode | undefined {
    const code = this.body?.code;
    return isErrorCode(code) ? code : undefined;
  }
}

/** The server's own message for a toast, or the fallback (spec §8: "server message or ..."). */
export function serverMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiRequestError) {
    const message = err.body?.message;
    if (typeof message === "string" && message) return message;
    if (err.status >= 500 || !err.bodyText) return fallback;
    return err.bodyText.slice(0, 300);
  }
  return fallback;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiRequestError(res.status, await res.text(), res.statusText);
}

export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  extraHeaders?: Record<string, string>,
): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: {
      ...(method === "GET" || method === "HEAD" ? {} : { "Content-Type": "application/json" }),
      ...extraHeaders,
    },
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

/** apiRequest + JSON (null for an empty 204). */
export async function apiJson<T>(
  method: string,
  url: string,
  data?: unknown,
  extraHeaders?: Record<string, string>,
): Promise<T> {
  const res = await apiRequest(method, url, data, extraHeaders);
  if (res.status === 204) return null as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The default query loader: GETs the first element of the query key; optionally 401 -> null. */
export function getQueryFn<T>({ on401 }: { on401: "returnNull" | "throw" }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const res = await fetch(String(queryKey[0]), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
