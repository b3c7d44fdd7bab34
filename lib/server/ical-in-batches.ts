// An iCalendar file read a batch of components at a time, so a big one never holds the event loop
// (`ICAL.parse` of 10,000 VTODOs, 1.6 MB, took 87-133 ms in one step; a subscribed calendar of
// 5,000 events as long). ical.js has no piecewise mode, so this file finds where each component of
// a calendar begins and ends (line framing, RFC 5545 §3.1: BEGIN:/END: lines at the start of an
// unfolded line, lines split as ical.js splits them) and hands batches of them to `ICAL.parse` as
// a calendar of their own; every line is still read by ical.js. Every component RFC 5545 defines is
// framed but the time zones, which the calendar's others refer to: a file of 10,000 VJOURNALs held
// the event loop 124 ms when only the ones a caller wanted were framed. Used by the import of tasks
// (lib/import/ics.ts) and by subscribed calendars (lib/calendars/read.ts).
import ICAL from "ical.js";
import { slicer } from "./event-loop";
import { boundedBatches } from "./bounded-batches";

/** One component of a calendar: its lines as written and the line it begins on. */
export type FramedComponent = {
  /** Upper case: "VTODO", "VEVENT", "VJOURNAL"… */
  name: string;
  /** 1-based, as a text editor counts. */
  line: number;
  lines: string[];
  /** Which VCALENDAR of the file it is in (0 for the first; files rarely hold more than one). */
  calendar: number;
};

export type FramedFile = {
  /** Every line outside the components (the calendars' own properties, their VTIMEZONEs). */
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
 * The components framed: RFC 5545's own but the time zones, which stay in the calendar's lines
 * (the others refer to them). An unknown X- component stays there too, as ical.js reads it.
 */
const FRAMED = new Set(["VTODO", "VEVENT", "VJOURNAL", "VFREEBUSY"]);
/** What a VTIMEZONE holds; any other BEGIN, or the calendar's END, ends one never closed as written. */
const IN_ZONE = new Set(["STANDARD", "DAYLIGHT"]);

/**
 * The file's lines framed into its components and the rest, with a turn of the event loop every
 * 10 ms. The text may come in pieces (a 20 MB upload is decoded in pieces and joining them is itself
 * a long step). Throws IcalReadError when a component is not closed.
 */
export async function frameComponents(text: string | readonly string[]): Promise<FramedFile> {
  const framed: FramedFile = { outside: [], outsideLines: [], components: [] };
  let current: FramedComponent | null = null;
  let zone = false;
  let calendar = -1;
  let lineNo = 0;
  // The lines of one unfolded line: its first and the ones that continue it (a space or a tab in
  // front, RFC 5545 §3.1). `BEGIN:VTO` + ` DO` is a BEGIN:VTODO line.
  let logical: string[] = [];
  let logicalStart = 0;
  const toOutside = () =>
    logical.forEach((l, i) => {
      framed.outside.push(l);
      framed.outsideLines.push(logicalStart + i);
    });
  const place = () => {
    if (logical.length === 0) return;
    const unfolded =
      logical.length === 1 ? logical[0]! : logical.map((l, i) => (i ? l.slice(1) : l)).join("");
    const edge = BOUNDARY.exec(unfolded);
    const kind = edge?.[1]!.toUpperCase();
    const name = edge?.[2]!.toUpperCase();
    if (
      zone &&
      ((kind === "BEGIN" && !IN_ZONE.has(name!)) || (kind === "END" && name === "VCALENDAR"))
    )
      zone = false;
    if (current) {
      for (const l of logical) current.lines.push(l);
      if (kind === "END" && name === current.name) {
        framed.components.push(current);
        current = null;
      }
    } else if (zone) {
      if (kind === "END" && name === "VTIMEZONE") zone = false;
      toOutside();
    } else if (kind === "BEGIN" && FRAMED.has(name!)) {
      current = {
        name: name!,
        line: logicalStart,
        lines: [...logical],
        calendar: Math.max(calendar, 0),
      };
    } else {
      if (kind === "BEGIN" && name === "VCALENDAR") calendar++;
      // A time zone's STANDARD and DAYLIGHT stay with it.
      if (kind === "BEGIN" && name === "VTIMEZONE") zone = true;
      toOutside();
    }
    logical = [];
  };
  const take = (raw: string) => {
    let line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (lineNo === 0 && line.startsWith("\uFEFF")) line = line.slice(1);
    lineNo++;
    const continues = logical.length > 0 && (line.startsWith(" ") || line.startsWith("\t"));
    if (!continues) {
      place();
      logicalStart = lineNo;
    }
    logical.push(line);
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
  place();
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

/** `ICAL.parse` of framed components inside a VCALENDAR of their own: what ical.js made of them. */
function parseTogether(batch: readonly FramedComponent[]): ICAL.Component[] {
  const lines = ["BEGIN:VCALENDAR"];
  const lineNumbers = [0];
  for (const c of batch)
    c.lines.forEach((l, i) => {
      lines.push(l);
      lineNumbers.push(c.line + i);
    });
  lines.push("END:VCALENDAR");
  // Several roots when a stray END:VCALENDAR inside a component closed the calendar early.
  return parseLines(lines, (i) => lineNumbers[i] ?? 0).flatMap((calendar) =>
    new ICAL.Component(calendar).getAllSubcomponents(),
  );
}

/** A component's name as ical.js read it, without the blanks a `BEGIN:VTODO ` line leaves in it. */
const nameOf = (component: ICAL.Component) => component.name.trim();

/** A component as ical.js read it, with the framed lines it came from (their line, their calendar). */
export type ParsedComponent = { component: ICAL.Component; framed: FramedComponent };

/**
 * One batch of framed components, parsed by ical.js as a calendar of their own. ical.js closes
 * whatever is open at any END: line, so a stray `END:VALARM` inside a VTODO can make two VTODOs
 * of one, or one of two: when what comes back is not the batch's components one for one, or when
 * ical.js refuses the batch, each is parsed alone, keeping what ical.js makes of it that has its
 * name (the file as a whole read the same way before it was read in batches). One that ical.js
 * refuses: `broken: "skip"` leaves it out (a subscribed feed), `"throw"` throws its IcalReadError,
 * naming its line when ical.js's message quotes it (an import, which the person fixes).
 */
export function parseBatch(
  batch: readonly FramedComponent[],
  broken: "skip" | "throw",
): ParsedComponent[] {
  if (batch.length > 1) {
    try {
      const parsed = parseTogether(batch);
      if (
        parsed.length === batch.length &&
        parsed.every((component, i) => nameOf(component) === batch[i]!.name.toLowerCase())
      )
        return parsed.map((component, i) => ({ component, framed: batch[i]! }));
    } catch {
      // Each alone, below: the one ical.js refuses is found and named.
    }
  }
  return batch.flatMap((framed) => {
    let parsed: ICAL.Component[];
    try {
      parsed = parseTogether([framed]);
    } catch (err) {
      if (broken === "throw") throw err;
      return [];
    }
    const name = framed.name.toLowerCase();
    return parsed.filter((c) => nameOf(c) === name).map((component) => ({ component, framed }));
  });
}

/**
 * The framed components in batches of at most 50 (a few milliseconds of ical.js's work) and 256 kB
 * (50 VTODOs of 370 kB each held the event loop 287 ms); a larger one alone.
 */
export const batchesOf = (components: readonly FramedComponent[]) =>
  boundedBatches(components, (c) => c.lines.reduce((n, l) => n + l.length + 2, 0), {
    count: 50,
    size: 256_000,
  });
