// The in-process session memory (lib/auth/session-cache.ts): a cookie Auth.js accepted is recognised
// again only while its session is remembered and its token is unexpired.
import { describe, expect, it } from "vitest";
import {
  forgetSession,
  forgetUserSessions,
  isSessionLive,
  isSessionRemembered,
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

describe("checking a session against the database", () => {
  /** A check the test answers when it wants, counting how often it was asked. */
  const pendingCheck = () => {
    let answer: (live: boolean) => void = () => {};
    const check = {
      calls: 0,
      answer: (live: boolean) => answer(live),
      run: (): Promise<boolean> => {
        check.calls++;
        return new Promise((resolve) => (answer = resolve));
      },
    };
    return check;
  };

  it("asks once for the requests that arrive while a check runs, and remembers a live session", async () => {
    const check = pendingCheck();
    const asked = [1, 2, 3].map(() => isSessionLive("sid-10", "user-10", check.run));
    expect(check.calls).toBe(1);
    check.answer(true);
    expect(await Promise.all(asked)).toEqual([true, true, true]);
    expect(isSessionRemembered("sid-10", "user-10")).toBe(true);
    expect(isSessionLive("sid-10", "user-10", check.run)).toBe(true);
    expect(check.calls).toBe(1);
  });

  it("asks again after a dead answer, which is not remembered", async () => {
    const check = pendingCheck();
    const first = isSessionLive("sid-11", "user-11", check.run);
    check.answer(false);
    expect(await first).toBe(false);
    const second = isSessionLive("sid-11", "user-11", check.run);
    expect(check.calls).toBe(2);
    check.answer(false);
    expect(await second).toBe(false);
  });

  it("does not remember a check begun before a logout (the row read before it was deleted)", async () => {
    const check = pendingCheck();
    const before = isSessionLive("sid-12", "user-12", check.run);
    forgetSession("sid-12");
    check.answer(true);
    expect(await before).toBe(true);
    expect(isSessionRemembered("sid-12", "user-12")).toBe(false);
  });

  it("shares a failed check's error with every request waiting on it, then asks afresh", async () => {
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new Error("database unavailable"));
    };
    const asked = [1, 2].map(() => isSessionLive("sid-13", "user-13", failing));
    await expect(Promise.all(asked)).rejects.toThrow("database unavailable");
    expect(calls).toBe(1);
    await expect(isSessionLive("sid-13", "user-13", failing)).rejects.toThrow();
    expect(calls).toBe(2);
  });

  it("never shares one user's check with another user's claim of the same session id", () => {
    const check = pendingCheck();
    void isSessionLive("sid-14", "user-14", check.run);
    void isSessionLive("sid-14", "someone-else", check.run);
    expect(check.calls).toBe(2);
  });
});
