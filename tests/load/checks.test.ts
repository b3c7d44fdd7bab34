// The load/fault verdicts must be able to fail: each check is fed a bad outcome here.
import { describe, expect, it } from "vitest";
import {
  emptyAcknowledged,
  missingWrites,
  orderOf,
  unacknowledgedRows,
  reorderOutcome,
  shuffled,
  type TaskRow,
} from "./checks";
import { absorbSetCookies, assertLoopback } from "../../scripts/load/lib/http";
import { percentile } from "../../scripts/load/lib/stats";

const row = (id: number, order: number, completed = false, important = false): TaskRow => ({
  id,
  order,
  completed,
  important,
});

describe("missingWrites", () => {
  it("passes when every acknowledged write is there", () => {
    const ack = emptyAcknowledged();
    ack.tasks.set(1, { completed: true, important: false });
    ack.tasks.set(2, { completed: false, important: true });
    ack.journals.add(7);
    ack.lastReorder = orderOf([2, 1]);
    expect(
      missingWrites(ack, [row(1, 1, true), row(2, 0, false, true), row(3, -1)], [7, 8]),
    ).toEqual([]);
  });

  it("reports a missing task, a lost update, a lost reorder and a missing journal entry", () => {
    const ack = emptyAcknowledged();
    ack.tasks.set(1, { completed: true, important: false });
    ack.tasks.set(2, { completed: false, important: false });
    ack.tasks.set(3, { completed: false, important: false });
    ack.journals.add(9);
    ack.lastReorder = orderOf([3, 1]);
    const problems = missingWrites(ack, [row(1, 0, false), row(3, 1)], [8]);
    expect(problems).toEqual([
      "task 1 has completed=false important=false, last acknowledged completed=true important=false",
      "task 2 is missing",
      "task 3 has order 1, last acknowledged reorder said 0",
      "task 1 has order 0, last acknowledged reorder said 1",
      "journal entry 9 is missing",
    ]);
  });
});

describe("reorderOutcome", () => {
  const a = orderOf([10, 11, 12, 13]);
  const b = orderOf([13, 12, 11, 10]);

  it("accepts either complete request", () => {
    expect(reorderOutcome(new Map(a.map((t) => [t.id, t.order])), a, b)).toMatchObject({
      ok: true,
      winner: "A",
    });
    expect(reorderOutcome(new Map(b.map((t) => [t.id, t.order])), a, b)).toMatchObject({
      ok: true,
      winner: "B",
    });
  });

  it("rejects a mixture of the two, even when it is a permutation", () => {
    const mixed = new Map([
      [10, 0],
      [11, 2],
      [12, 1],
      [13, 3],
    ]);
    const r = reorderOutcome(mixed, a, b);
    expect(r.ok).toBe(false);
    expect(r.detail).toContain("a permutation but equals neither");
  });

  it("rejects duplicated positions", () => {
    const r = reorderOutcome(
      new Map([
        [10, 0],
        [11, 0],
        [12, 2],
        [13, 3],
      ]),
      a,
      b,
    );
    expect(r.ok).toBe(false);
    expect(r.detail).toContain("NOT a permutation");
  });
});

describe("helpers", () => {
  it("shuffled keeps every item", () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect([...shuffled(items)].sort((x, y) => x - y)).toEqual(items);
  });

  it("nearest-rank percentiles", () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(xs, 50)).toBe(50);
    expect(percentile(xs, 99)).toBe(99);
    expect(percentile([5], 99)).toBe(5);
  });

  it("the cookie jar keeps, replaces and deletes like a browser", () => {
    const jar = new Map<string, string>();
    absorbSetCookies(jar, [
      "authjs.session-token=abc; Path=/; HttpOnly; SameSite=Lax",
      "other=1; Path=/",
    ]);
    expect(jar.get("authjs.session-token")).toBe("abc");
    absorbSetCookies(jar, ["authjs.session-token=def; Path=/"]);
    expect(jar.get("authjs.session-token")).toBe("def");
    absorbSetCookies(jar, [
      "authjs.session-token=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT",
      "other=1; Max-Age=0",
    ]);
    expect(jar.size).toBe(0);
  });

  it("refuses any target but 127.0.0.1", () => {
    expect(() => assertLoopback("http://127.0.0.1:3110")).not.toThrow();
    expect(() => assertLoopback("http://localhost:3110")).toThrow();
    expect(() => assertLoopback("https://example.com")).toThrow();
  });
});

describe("unacknowledgedRows", () => {
  it("reports rows no acknowledged write created (a write stored twice), and nothing otherwise", () => {
    const ack = emptyAcknowledged();
    ack.tasks.set(1, { completed: false, important: false });
    ack.journals.add(7);
    expect(unacknowledgedRows(ack, [row(1, 0)], [7])).toEqual([]);
    expect(unacknowledgedRows(ack, [row(1, 0), row(2, 1)], [7, 8])).toEqual([
      "task 2 was never acknowledged (duplicate write?)",
      "journal entry 8 was never acknowledged (duplicate write?)",
    ]);
  });
});
