// The in-process session memory (lib/auth/session-cache.ts): a cookie Auth.js accepted is recognised
// again only while its session is remembered and its token is unexpired.
import { describe, expect, it } from "vitest";
import {
  forgetSession,
  forgetUserSessions,
  rememberCookie,
  rememberedCookieUser,
  rememberSession,
  sessionCacheMs,
} from "@/lib/auth/session-cache";

const now = 1_900_000_000_000;
const session = (n: number) => ({ userId: `user-${n}`, sid: `sid-${n}`, exp: now / 1000 + 3600 });

describe("remembered session cookies", () => {
  it("answer the user while the session is remembered", () => {
    const s = session(1);
    rememberSession(s.sid, s.userId, now);
    rememberCookie("http\ncookie-1", s);
    expect(rememberedCookieUser("http\ncookie-1", now + 1000)).toBe(s.userId);
    expect(rememberedCookieUser("https\ncookie-1", now + 1000)).toBeNull();
  });

  it("stop at logout, password change or account deletion (the session is forgotten)", () => {
    const a = session(2);
    const b = session(3);
    for (const s of [a, b]) {
      rememberSession(s.sid, s.userId, now);
      rememberCookie(`k-${s.sid}`, s);
    }
    forgetSession(a.sid);
    expect(rememberedCookieUser(`k-${a.sid}`, now)).toBeNull();
    forgetUserSessions(b.userId);
    expect(rememberedCookieUser(`k-${b.sid}`, now)).toBeNull();
  });

  it("stop when the session must be checked against the database again", () => {
    const s = session(4);
    rememberSession(s.sid, s.userId, now);
    rememberCookie("k-4", s);
    expect(rememberedCookieUser("k-4", now + sessionCacheMs() + 1)).toBeNull();
  });

  it("stop when the token expires, even with the session remembered", () => {
    const s = { ...session(5), exp: now / 1000 + 2 };
    rememberSession(s.sid, s.userId, now);
    rememberCookie("k-5", s);
    expect(rememberedCookieUser("k-5", now + 1000)).toBe(s.userId);
    expect(rememberedCookieUser("k-5", now + 2000)).toBeNull();
  });

  it("never answer for another user's session id", () => {
    const s = session(6);
    rememberSession(s.sid, "someone-else", now);
    rememberCookie("k-6", s);
    expect(rememberedCookieUser("k-6", now)).toBeNull();
  });
});
