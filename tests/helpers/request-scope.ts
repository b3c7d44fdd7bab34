// Runs route handlers in-process, outside a Next server. next/headers is replaced (see
// tests/setup.ts) by this request scope, so Auth.js reads the request's cookies and its
// Set-Cookie writes land on the response, exactly as under `next start`.
import { AsyncLocalStorage } from "node:async_hooks";

export type RequestScope = { headers: Headers; cookies: Map<string, string>; setCookies: string[] };

export const requestScope = new AsyncLocalStorage<RequestScope>();

function scope(): RequestScope {
  const s = requestScope.getStore();
  if (!s) throw new Error("next/headers used outside a test request scope");
  return s;
}

type CookieOptions = {
  expires?: Date | number;
  maxAge?: number;
  path?: string;
  httpOnly?: boolean;
  sameSite?: string | boolean;
  secure?: boolean;
};

function serialize(name: string, value: string, o: CookieOptions = {}): string {
  const parts = [`${name}=${value}`, `Path=${o.path ?? "/"}`];
  if (o.expires !== undefined) parts.push(`Expires=${new Date(o.expires).toUTCString()}`);
  if (o.maxAge !== undefined) parts.push(`Max-Age=${o.maxAge}`);
  if (o.httpOnly) parts.push("HttpOnly");
  if (o.sameSite) parts.push(`SameSite=${o.sameSite === true ? "Strict" : o.sameSite}`);
  if (o.secure) parts.push("Secure");
  return parts.join("; ");
}

export const nextHeadersShim = {
  headers: async () => scope().headers,
  cookies: async () => {
    const s = scope();
    return {
      get: (name: string) =>
        s.cookies.has(name) ? { name, value: s.cookies.get(name)! } : undefined,
      getAll: () => [...s.cookies].map(([name, value]) => ({ name, value })),
      has: (name: string) => s.cookies.has(name),
      set: (name: string, value: string, options?: CookieOptions) => {
        s.cookies.set(name, value);
        s.setCookies.push(serialize(name, value, options));
      },
      delete: (name: string) => {
        s.cookies.delete(name);
        s.setCookies.push(serialize(name, "", { expires: 0 }));
      },
    };
  },
};
