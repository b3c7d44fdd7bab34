// An iCalendar file read a batch of components at a time, so a big one never holds the event loop
// (`ICAL.parse` of 10,000 VTODOs, 1.6 MB, took 87-133 ms in one step; a subscribed calendar of
// 5,000 events as long). ical.js has no piecewise mode, so this file finds where the components
// the caller names begin and end (line framing, RFC 5545 §3.1: BEGIN:/END: lines at the start of
// an unfolded line, lines split as ical.js splits them) and hands each batch to `ICAL.parse` as a
// calendar of its own; every line is still read by ical.js. Used by the import of tasks
// (lib/import/ics.ts) and by subscribed calendars (lib/calendars/read.ts).
import ICAL from "ical.js";
import { slicer } from "./event-loop";

/** One component the caller asked for: its lines as written and the line it begins on. */
export type FramedComponent = {
  /** Upper case: "VTODO", "VEVENT". */
  name: string;
  /** 1-based, as a text editor counts. */
  line: number;
  lines: string[];
  /** Which VCALENDAR of the file it is in (0 for the first; files rarely hold more than one). */
  calendar: number;
};

export type FramedFile = {
  /** Every line outside those components (the calendars' own properties, their VTIMEZONEs). */
  outside: string[];
  /** The line each of `outside` is on. */
  outsideLines: number[];
  components: FramedComponent[];
};

/** A component that begins and never ends, or what ical.js could not read. */
export class IcalReadError extends Error {
  constructor(
    message: string,
    /** The line it is on, when known. */
    readonly line: number | null,
  ) {
    super(message);
  }
}

const BOUNDARY = /^(BEGIN|END):([A-Za-z0-9-]+)[ \t]*$/i;

/**
 * The file's lines framed into the components named (upper case) and the rest, with a turn of
 * the event loop every 10 ms. The text may come in pieces (a 20 MB upload is decoded in pieces and
 * joining them is itself a long step). Throws IcalReadError when a component is not closed.
 */
export async function frameComponents(
  text: string | readonly string[],
  names: readonly string[],
): Promise<FramedFile> {
  const wanted = new Set(names);
  const framed: FramedFile = { outside: [], outsideLines: [], components: [] };
  let current: FramedComponent | null = null;
  let calendar = -1;
  let lineNo = 0;
  const take = (raw: string) => {
    let line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (lineNo === 0 && line.startsWith("\uFEFF")) line = line.slice(1);
    lineNo++;
    const edge = BOUNDARY.exec(line);
    const kind = edge?.[1]!.toUpperCase();
    const name = edge?.[2]!.toUpperCase();
    if (current) {
      current.lines.push(line);
      if (kind === "END" && name === current.name) {
        framed.components.push(current);
        current = null;
      }
    } else if (kind === "BEGIN" && wanted.has(name!)) {
      current = { name: name!, line: lineNo, lines: [line], calendar: Math.max(calendar, 0) };
    } else {
      if (kind === "BEGIN" && name === "VCALENDAR") calendar++;
      framed.outside.push(line);
      framed.outsideLines.push(lineNo);
    }
  };
  const tick = slicer();
  let carry = "";
  for (const piece of typeof text === "string" ? [text] : text) {
    let at = 0;
    for (let end = piece.indexOf("\n"); end !== -1; end = piece.indexOf("\n", at)) {
      take(carry + piece.slice(at, end));
      carry = "";
      at = end + 1;
      const pause = tick();
      if (pause) await pause;
    }
    carry += piece.slice(at);
  }
  if (carry.trim()) take(carry);
  const open = current as FramedComponent | null;
  if (open)
    throw new IcalReadError(
      `The ${open.name} that begins at line ${open.line} is not closed`,
      open.line,
    );
  return framed;
}

/**
 * The line ical.js's message points at: the one holding the text it quotes last (its messages
 * quote the line after what they looked for: `invalid line (no token ";" or ":") "DUE-NEXT"`).
 */
function lineOfError(
  message: string,
  lines: readonly string[],
  lineNumbers: (i: number) => number,
) {
  const quoted = [...message.matchAll(/"([^"]{1,80})"/g)].at(-1)?.[1]?.slice(0, 40);
  const index = quoted ? lines.findIndex((l) => l.includes(quoted)) : -1;
  return index === -1 ? null : lineNumbers(index);
}

/** `ICAL.parse` of some lines; its root components (one, or several for several calendars). */
function parseLines(lines: readonly string[], lineNumbers: (i: number) => number): unknown[][] {
  let jcal: unknown;
  try {
    jcal = ICAL.parse(lines.join("\r\n"));
  } catch (err) {
    const message = (err as Error).message ?? "";
    throw new IcalReadError(message, lineOfError(message, lines, lineNumbers));
  }
  // ICAL.parse returns one component, or an array of them when the text holds several.
  if (!Array.isArray(jcal)) return [];
  return (typeof jcal[0] === "string" ? [jcal] : jcal).filter(
    (c): c is unknown[] => Array.isArray(c) && typeof c[0] === "string",
  );
}

/** The calendars of the lines outside the framed components (their properties and time zones). */
export function parseOutside(framed: FramedFile): ICAL.Component[] {
  return parseLines(framed.outside, (i) => framed.outsideLines[i]!).map(
    (jcal) => new ICAL.Component(jcal),
  );
}

/** `ICAL.parse` of framed components inside a VCALENDAR of their own. */
function parseTogether(batch: readonly FramedComponent[]): ICAL.Component[] {
  const lines = ["BEGIN:VCALENDAR"];
  const lineNumbers = [0];
  for (const c of batch)
    c.lines.forEach((l, i) => {
      lines.push(l);
      lineNumbers.push(c.line + i);
    });
  lines.push("END:VCALENDAR");
  const [calendar] = parseLines(lines, (i) => lineNumbers[i] ?? 0);
  return calendar ? new ICAL.Component(calendar).getAllSubcomponents() : [];
}

/**
 * One batch of framed components, parsed by ical.js as a calendar of their own. When ical.js
 * refuses the batch, each is parsed alone: `broken: "skip"` leaves the ones it cannot read out (a
 * subscribed feed), `"throw"` throws the first one's IcalReadError, naming its line when ical.js's
 * message quotes it (an import, which the person fixes).
 */
export function parseBatch(
  batch: readonly FramedComponent[],
  broken: "skip" | "throw",
): ICAL.Component[] {
  try {
    return parseTogether(batch);
  } catch (err) {
    if (batch.length === 1) {
      if (broken === "throw") throw err;
      return [];
    }
    return batch.flatMap((component) => {
      try {
        return parseTogether([component]);
      } catch (alone) {
        if (broken === "throw") throw alone;
        return [];
      }
    });
  }
}
