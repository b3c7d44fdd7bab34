// A real local HTTP server serving calendar files for the API tests (issue 44): files can change
// between requests, answers honour If-None-Match / If-Modified-Since, and every request is counted.
// Its host:port is added to CALENDAR_ALLOWED_HOSTS, the only way a loopback address is reachable.
// A "trap" listener counts TCP connections: every refused address points at it, and it must stay at 0.
import { createHash } from "node:crypto";
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";

type File = { status: number; body: string; type: string; lastModified: string; location?: string };

export type CalendarServer = {
  origin: string;
  port: number;
  /** Serve `body` at `path` (a new body is a new ETag and Last-Modified). */
  serve(path: string, body: string, opts?: { status?: number; type?: string }): string;
  redirect(path: string, location: string): string;
  counts: { requests: number; conditional: number; notModified: number };
  /** Requests per path. */
  hits: Map<string, number>;
  close(): Promise<void>;
};

let shared: Promise<CalendarServer> | null = null;

/**
 * One server per test file (started on first use). Each call names it in CALENDAR_ALLOWED_HOSTS
 * again: tests/setup.ts puts the environment back after each test that changed it.
 */
export async function calendarServer(): Promise<CalendarServer> {
  shared ??= start();
  const server = await shared;
  allow(server.port);
  return server;
}

function allow(port: number) {
  const entry = `127.0.0.1:${port}`;
  const list = (process.env.CALENDAR_ALLOWED_HOSTS ?? "").split(",").filter(Boolean);
  if (!list.includes(entry)) process.env.CALENDAR_ALLOWED_HOSTS = [...list, entry].join(",");
}

function etagOf(body: string) {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 16)}"`;
}

async function start(): Promise<CalendarServer> {
  const files = new Map<string, File>();
  const counts = { requests: 0, conditional: 0, notModified: 0 };
  const hits = new Map<string, number>();
  let tick = Date.UTC(2026, 0, 1);
  const server = http.createServer((req, res) => {
    counts.requests++;
    const path = (req.url ?? "/").split("?")[0]!;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const file = files.get(path);
    if (!file) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    if (file.location) {
      res.writeHead(file.status, { location: file.location }).end();
      return;
    }
    const etag = etagOf(file.body);
    const inm = req.headers["if-none-match"];
    const ims = req.headers["if-modified-since"];
    if (inm || ims) counts.conditional++;
    if (file.status === 200 && (inm === etag || (!inm && ims === file.lastModified))) {
      counts.notModified++;
      res.writeHead(304, { etag, "last-modified": file.lastModified }).end();
      return;
    }
    res
      .writeHead(file.status, {
        "content-type": file.type,
        etag,
        "last-modified": file.lastModified,
      })
      .end(file.body);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    counts,
    hits,
    serve(path, body, opts = {}) {
      tick += 60_000;
      files.set(path, {
        status: opts.status ?? 200,
        body,
        type: opts.type ?? "text/calendar; charset=utf-8",
        lastModified: new Date(tick).toUTCString(),
      });
      return origin + path;
    },
    redirect(path, location) {
      files.set(path, { status: 302, body: "", type: "text/plain", lastModified: "", location });
      return origin + path;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A listener that only counts connections, on every loopback address it can take. */
export async function connectionTrap(): Promise<{
  port: number;
  connections: () => number;
  close(): Promise<void>;
}> {
  let connections = 0;
  const v4 = net.createServer((s) => {
    connections++;
    s.destroy();
  });
  await new Promise<void>((r) => v4.listen(0, "127.0.0.1", r));
  const port = (v4.address() as AddressInfo).port;
  const v6 = net.createServer((s) => {
    connections++;
    s.destroy();
  });
  const v6Up = await new Promise<boolean>((r) => {
    v6.once("error", () => r(false));
    v6.listen(port, "::1", () => r(true));
  });
  return {
    port,
    connections: () => connections,
    close: async () => {
      await new Promise<void>((r) => v4.close(() => r()));
      if (v6Up) await new Promise<void>((r) => v6.close(() => r()));
    },
  };
}

const pad = (n: number) => String(n).padStart(2, "0");
/** A UTC day `offset` days from today, as YYYYMMDD. */
export function icsDay(offset: number): string {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}
/** The same day as YYYY-MM-DD. */
export function isoDay(offset: number): string {
  const s = icsDay(offset);
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
}

/**
 * A small calendar around today, as Google writes one: a weekly meeting today at 14:00-15:00 UTC
 * (busy) with its next instance cancelled, an all-day two-day trip from tomorrow (free), a
 * dentist today at 09:00-09:45 UTC, and `extra` VEVENT lines.
 */
export function sampleCalendar(name = "Work", extra: string[] = []): string {
  return [
    "BEGIN:VCALENDAR",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "VERSION:2.0",
    `X-WR-CALNAME:${name}`,
    "BEGIN:VEVENT",
    "UID:weekly-meeting@test",
    `DTSTART:${icsDay(0)}T140000Z`,
    `DTEND:${icsDay(0)}T150000Z`,
    "RRULE:FREQ=WEEKLY;COUNT=4",
    `EXDATE:${icsDay(7)}T140000Z`,
    "SUMMARY:Team meeting",
    "LOCATION:Office",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:trip@test",
    `DTSTART;VALUE=DATE:${icsDay(1)}`,
    `DTEND;VALUE=DATE:${icsDay(3)}`,
    "SUMMARY:Trip to the coast",
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:dentist@test",
    `DTSTART:${icsDay(0)}T090000Z`,
    `DTEND:${icsDay(0)}T094500Z`,
    "SUMMARY:Dentist appointment",
    "END:VEVENT",
    ...extra,
    "END:VCALENDAR",
  ].join("\r\n");
}
