/**
 * Finds actionable intentions in a journal entry and turns each into a clean task.
 *
 * Only positive evidence makes a task: an intention phrase ("I need to", "remember to",
 * "I'm going to", ...) or a sentence that starts with a bare verb (an imperative note to self).
 * Feelings ("I feel tired"), past events ("I went to the gym") and negated intentions
 * ("I don't want to ...", "I won't ...") never match those shapes, so they are skipped
 * without needing a list of everything that is not a task.
 */
import "server-only";
import type { Category } from "@/lib/categories";
import { categorizeLocal } from "./categorizer";
import { sentences, tokenize } from "./nlp";
import { capitalize, expandContractions, tidy } from "./text-clean";
import { readDueDate, readLeadDate } from "../journal-dates";
import type { ExtractedTask } from "../types";
import type { WallClock } from "@/lib/quick-add/quick-add";
import {
  LONE_NON_TASKS,
  NON_ACTION_VERBS,
  NON_IMPERATIVE,
  PAST_AS_BASE,
  STATE_ING,
} from "./extract-words";

/** Below this categoriser confidence the journal entry's own area is the better guess. */
const MIN_CONFIDENCE = 0.5;

const ADVERBS = String.raw`(?:really |definitely |seriously |honestly |probably |finally |actually |also |still |just |absolutely |totally |urgently |soon |then )*`;

/**
 * Intention openers. The captured group is the action ("book a dentist appointment").
 * Subjects: I / we; all forms are after contraction expansion ("I'm" → "I am").
 */
const INTENTION_PATTERNS: RegExp[] = [
  new RegExp(
    String.raw`\b(?:i|we)\s+${ADVERBS}(?:need to|needs to|have to|has to|got to|must|should|ought to|will|shall|want to|would like to|would love to|plan to|am planning to|are planning to|intend to|am going to|are going to|hope to|am hoping to|aim to|mean to|am determined to|promise myself to|promised myself to|decided to|have decided to|am committed to|will try to|am trying to|try to|must remember to|have to remember to|need to remember to|should remember to|have been meaning to|keep forgetting to|keep meaning to|really ought to)\s+(?:${ADVERBS})(?:try to |start to |go and |make sure to |make sure i |remember to )?(.+)`,
    "i",
  ),
  new RegExp(
    String.raw`^(?:and |so |then |also |oh,? |ok,? |okay,? )?(?:i\s+)?${ADVERBS}(?:need to|have to|must|should|got to|remember to|do not forget to|never forget to|going to|want to|plan to|time to|it is time to|it is time i|let us|note to self:?|to ?do:?|reminder:?|must remember to|make sure to|make sure i|be sure to|would love to|would like to|would really like to)\s+(.+)`,
    "i",
  ),
  /\b(?:(?:my|our|the) (?:goal|plan|aim|priority|resolution|intention|mission|job|task)(?: for [\w ]{1,20}?| this \w+| today| tomorrow)? is to|i am supposed to|i have got to|first thing tomorrow,? i will|i would really like to)\s+(.+)/i,
  /\b(?:tomorrow|tonight|today|this week|next week|this weekend|on \w+day|later),?\s+i\s+(?:will|must|should|need to|have to|am going to)\s+(.+)/i,
  /\b(?:do not|never) forget to\s+(.+)/i,
  /\bremind me to\s+(.+)/i,
  // A promise or an offer made is a commitment ("I promised to help him move on Saturday").
  /\b(?:i|we)\s+(?:have\s+)?(?:promised|agreed|offered|volunteered)(?:\s+(?:him|her|them|myself|\w+))?\s+to\s+(.+)/i,
  // "Hopefully I can finish the chapter tonight."
  /\bhopefully,?\s+(?:i|we)\s+(?:can|will|could|get to)\s+(.+)/i,
  // "I'd better", "we had better".
  /\b(?:i|we)\s+(?:would|had)\s+(?:really\s+)?better\s+(.+)/i,
  // A wish about oneself: "It would be nice to take a pottery class", "it'd be good to learn Italian".
  /\b(?:it|that)\s+would\s+be\s+(?:really\s+)?(?:nice|good|great|wise|smart|fun|lovely|helpful|a good idea)\s+to\s+(.+)/i,
];

/** "Don't forget to", "can't forget to", "mustn't forget to", "never forget to": a reminder, not a negation. */
const FORGET =
  /\b(?:do not|never|cannot|can not|must not|should not|shall not|will not)\s+(?:ever\s+)?forget\s+to\s+(.+)/i;

/** Phrases that look like intentions but report the past, a regret, or a hypothetical. */
const NOT_INTENTION =
  /\b(?:was going to|were going to|was supposed to|wanted to|needed to|had to|should have|would have|could have|must have|used to|was planning to|was hoping to|planned to|hoped to|meant to|tried to)\b/i;

/** Negation of the intention itself ("I do not want to", "I will not", "never going to"). */
const NEGATED =
  /\b(?:i|we)\s+(?:really |definitely |just |still )*(?:(?:will|would|shall|could|can|may|might) never\b|do not|does not|will not|would not|should not|must not|cannot|can not|am not|are not|never|no longer)\b|\b(?:not going to|never going to|no need to|not have to|not need to)\b/i;

/** Leading words to drop from an action ("also call mom" → "call mom"). */
const LEADING_FILLER =
  /^(?:(?:to|also|then|really|definitely|finally|actually|just|probably|maybe|still|please|and|so|try to|start to|go and|make sure to|make sure i|remember to)\s+)+/i;

/** Trailing fillers that add nothing to a task title. */
const TRAILING_FILLER =
  /\s+(?:too|as well|at some point|or something|if i can|if possible|i think|i guess|for sure|somehow)$/i;

function isVerbPhrase(phrase: string): boolean {
  // Tag in an intention frame so ambiguous words ("water", "book", "email") read as verbs.
  const toks = tokenize(`I will ${phrase}`);
  const t = toks[2];
  // The tagger reads verbs that are also adjectives as adjectives ("clean/tidy/empty the garage");
  // followed by a determiner or a possessive they are the verb.
  const next = toks[3];
  const after = toks[4];
  // A word followed by a comma heads a list of nouns ("milk, eggs, spinach"), not an action.
  if (next?.text === ",") return false;
  const objectNext = (x: typeof next) => x?.pos === "DET" || x?.pos === "PRON";
  const verbLike =
    t?.pos === "VERB" ||
    (t?.pos === "ADJ" &&
      !/^(?:such|what|quite|so|very|many|much|all|both|half|whole|same|other)$/.test(t.lower) &&
      (objectNext(next) || ((next?.pos === "ADP" || next?.pos === "PART") && objectNext(after))));
  if (!(t && verbLike && t.type === "word" && t.lemma === t.lower)) return false;
  // A lone word after "and" ("milk, eggs and bread") is usually a noun the frame mis-tags.
  if (toks.filter((x) => x.type === "word").length <= 3)
    return tokenize(capitalize(phrase))[0]?.pos === "VERB";
  return true;
}

function firstWord(s: string): string {
  return (s.split(/\s+/)[0] ?? "").toLowerCase();
}

/** "book a dentist appointment and call my mom" → two tasks when both halves are verb phrases. */
function splitCompound(action: string): string[] {
  // Capturing split keeps the separators so non-verb parts can be glued back unchanged.
  // "X and finally/then/also Y" is two actions (issue 31): the adverb goes with the separator.
  const pieces = action.split(
    /(\s*,\s*(?:and\s+)?(?:(?:then|also|finally|maybe|perhaps|probably|just)\s+)*|\s+and\s+(?:(?:then|also|finally|maybe|perhaps|probably|just)\s+)+|\s+and\s+|\s+then\s+)/i,
  );
  if (pieces.length < 3) return [action];
  const out: string[] = [pieces[0] ?? ""];
  for (let i = 1; i < pieces.length; i += 2) {
    const sep = pieces[i];
    const part = pieces[i + 1] ?? "";
    // Merge back parts that are not verb phrases ("buy milk, eggs and bread" stays one task).
    if (part && isVerbPhrase(part) && !NON_ACTION_VERBS.has(firstWord(part))) out.push(part);
    else out[out.length - 1] += sep + part;
  }
  return out;
}

function cleanAction(raw: string): string | null {
  let a = tidy(raw);
  // Stop at a clause that starts a new thought ("..., but", "..., because", "... so that").
  a =
    a.split(
      /,?\s+(?:but|because|since|although|though|so that|which|unless)\s+|[;:!?]|\.\s|\s[-–—]\s/i,
    )[0] ?? "";
  a = a.replace(LEADING_FILLER, "");
  a = tidy(a).replace(TRAILING_FILLER, "");
  a = tidy(a);
  if (a.length < 3) return null;
  const words = a.split(/\s+/);
  const first = (words[0] ?? "").toLowerCase();
  if (NON_ACTION_VERBS.has(first)) return null;
  // "I need to go" alone is not a task; it needs an object or a destination.
  if (words.length === 1 && LONE_NON_TASKS.has(first)) return null;
  // "All I want to do is sleep": the action is the subject of a clause of its own.
  if (/^\w+ (?:is|was|are|were)\b/i.test(a)) return null;
  return capitalize(a);
}

/** A list item's marker at the start of a line: "- ", "* ", "• ", "1. ", "2) ", "a) ", "[ ] ". */
const LIST_MARKER = /^\s*(?:[-*•·–—]|\d{1,2}[.)]|[a-z]\)|\[[ xX]?\])\s+/;

/**
 * The entry's sentences. A line break ends a sentence, and each list item is one of its own
 * ("1. Submit the report" must not run into "2. Book the room").
 */
function entrySentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const item = line.replace(LIST_MARKER, "").trim();
    if (item) out.push(...sentences(item));
  }
  return out;
}

/** Cut before an intention that follows a comma or a dash: "the sink is slow again, need to unblock it". */
const COMMA_INTENTION = String.raw`(?:,|\s[-–—])\s*(?=(?:and\s+)?(?:i\s+|we\s+)?(?:still\s+|really\s+|also\s+|probably\s+|definitely\s+)?(?:need to|have to|must|should|got to|have got to|want to|am going to|will|would like to|plan to)\s)`;

/** Clauses: a sentence further cut at semicolons, "but", "and I ..." joins and comma intentions. */
function clauses(sentence: string): string[] {
  const out: string[] = [];
  for (const part of sentence.split(
    new RegExp(
      String.raw`;|\s+but\s+|,?\s+and\s+(?:then\s+|also\s+)?(?=(?:i|we)\s)|\s+so\s+(?=i\s)|${COMMA_INTENTION}`,
      "i",
    ),
  )) {
    const t = tidy(part);
    if (t) out.push(t);
  }
  return out;
}

/**
 * A short heading before a colon or a dash ("Plan for the weekend:", "Tomorrow:", "Note to self -",
 * "Things I must not forget:"): what follows is a list of actions, and the heading's date is theirs.
 */
const HEADING = /^([^:;!?]{1,60}?)\s*(?::|\s[-–—]\s)\s*(.+)$/;

/** Words that make a heading a to-do list rather than a sentence with a colon in it. */
function isHeading(head: string): boolean {
  const words = head.split(/\s+/);
  if (words.length > 7) return false;
  // A heading names a list; it has no clause of its own ("I said: ..." is speech, not a list).
  return !/\b(?:i|we|he|she|they|you)\s+(?:said|told|asked|wrote|thought|think|say)\b/i.test(head);
}

/** A question ("Should I quit the choir?", "Did I lock the door?") asks; it sets no task. */
const isQuestion = (sentence: string) => /\?\s*["')\]]*\s*$/.test(sentence);

/** Words that open a clause without changing it ("Also pick up a present", "And then call Jo"). */
const OPENER =
  /^(?:(?:and|also|then|plus|so|oh|ok|okay|finally|anyway|still|maybe|perhaps)\b,?\s+)+/i;

/** Time words that place a plan in the future ("I'm meeting Sarah on Thursday"). */
const FUTURE_TIME =
  /\b(?:tomorrow|tonight|later(?: today| this week)?|this (?:morning|afternoon|evening|weekend|week|month)|next (?:week|weekend|month|year|mon|tues|wednes|thurs|fri|satur|sun)|(?:on |this |next )?(?:mon|tues|wednes|thurs|fri|satur|sun)day(?: morning| afternoon| evening| night)?|in (?:a|an|\d+|two|three) (?:days?|weeks?|hours?)|at \d{1,2}(?::\d\d)?\s*(?:am|pm)?|at (?:noon|midday|midnight))\b/i;

/**
 * A plan told in the present progressive: "I'm meeting Sarah for lunch on Thursday" → "Meet Sarah
 * for lunch". Only with a future time in the clause or the sentence before it, since "I am
 * cooking" with no time is what is happening now.
 */
function progressivePlan(clause: string, futureContext: boolean): string | null {
  const withSubject =
    /\b(?:i|we)\s+(?:am|are)\s+(?:also\s+|finally\s+|probably\s+|definitely\s+|just\s+)?([a-z]+ing)\b\s*(.*)$/i.exec(
      clause,
    );
  // A diary leaves the subject out: "Visiting him at the hospital tomorrow." (its own time only).
  const without = withSubject ? null : /^([a-z]+ing)\b\s*(.*)$/i.exec(clause);
  const m = withSubject ?? without;
  if (!m?.[1] || !m[2]) return null;
  if (!(futureContext && withSubject) && !FUTURE_TIME.test(clause)) return null;
  const tok = tokenize(`I am ${m[1]} ${m[2]}`)[2];
  if (!tok || tok.pos !== "VERB" || tok.lemma === tok.lower || STATE_ING.has(tok.lemma))
    return null;
  // The object must follow: "we are leaving" alone is no task.
  if (!/\w/.test(m[2])) return null;
  return `${tok.lemma} ${m[2]}`;
}

/** The clause's actions, and the words before them ("Tomorrow I will"), which may hold their date. */
function actionsFromClause(
  clause: string,
  unit: Pick<Unit, "futureContext" | "exclaim" | "previous"> = NO_CONTEXT,
): { actions: string[]; lead: string } {
  const none = { actions: [], lead: "" };
  if (NOT_INTENTION.test(clause)) return none;
  const forget = FORGET.exec(clause);
  if (!forget && NEGATED.test(clause)) return none;
  const leadOf = (m: RegExpExecArray) => clause.slice(0, m.index + m[0].length - m[1]!.length);
  if (forget?.[1]) return { actions: splitCompound(forget[1]), lead: leadOf(forget) };

  for (const re of INTENTION_PATTERNS) {
    const m = re.exec(clause);
    if (!m?.[1]) continue;
    let action = m[1];
    // "I'm going to the dentist on Friday": going to a place is going there.
    if (/\bgoing to\s*$/i.test(m[0].slice(0, m[0].length - action.length)) && !isVerbPhrase(action))
      action = `go to ${action}`;
    return { actions: splitCompound(action), lead: leadOf(m) };
  }

  const plan = progressivePlan(clause, unit.futureContext);
  if (plan) return { actions: splitCompound(plan), lead: clause };

  // Imperative: the clause opens with a bare verb ("Call the plumber", "Also pick up groceries").
  const bare = clause.replace(OPENER, "");
  const toks = tokenize(bare);
  const first = toks.find((t) => t.type === "word");
  const next = toks[1];
  // Base form only: "Forgot the keys" is a past event, not an instruction. A word followed by a
  // verb of its own is the subject ("Work was stressful").
  if (
    first &&
    first === toks[0] &&
    first.lemma === first.lower &&
    !NON_IMPERATIVE.has(first.lower) &&
    first.lower !== "i" &&
    !(
      next &&
      (next.pos === "AUX" ||
        next.lower === "'s" ||
        (next.pos === "VERB" && next.lemma !== next.lower))
    )
  ) {
    const framed = isVerbPhrase(bare.charAt(0).toLowerCase() + bare.slice(1));
    const idiom = /^(?:let me|make no|no)\b/i.test(bare) || unit.exclaim;
    const past = PAST_AS_BASE.has(first.lower) && opensInThePast(unit.previous);
    if (framed && first.pos !== "AUX" && !idiom && !past) {
      const actions = splitCompound(bare).filter(hasObject);
      if (actions.length > 0) return { actions, lead: "" };
    }
  }
  return none;
}

/**
 * An instruction acts on something: "Keep calm", "Carry on", "Hang in there" have nothing after
 * the verb but words of manner or place, so they are sayings, not tasks.
 */
function hasObject(action: string): boolean {
  const toks = tokenize(`I will ${action}`).slice(3);
  return toks.some(
    (t) =>
      ["NOUN", "PROPN", "PRON", "NUM", "VERB", "DET"].includes(t.pos) &&
      !/^(?:there|here)$/.test(t.lower),
  );
}

/** One unit of an entry to read: a clause, with the date words that lead it. */
type Unit = {
  clause: string;
  lead: string;
  futureContext: boolean;
  sentence: number;
  /** A short exclamation ("Go team!"): a saying, not an instruction. */
  exclaim: boolean;
  /** The sentence before: when it opens with a verb in the past ("Made pancakes."), this one logs too. */
  previous: string;
};
const NO_CONTEXT = { futureContext: false, exclaim: false, previous: "" };

/** The entry cut into clauses; a heading's list gives one clause per action. */
function units(text: string): Unit[] {
  const out: Unit[] = [];
  let previousFuture = false;
  let previous = "";
  let n = 0;
  for (const sentence of entrySentences(text)) {
    n += 1;
    const future = FUTURE_TIME.test(sentence);
    const context = {
      futureContext: previousFuture || future,
      sentence: n,
      exclaim: /!\s*$/.test(sentence) && sentence.trim().split(/\s+/).length <= 3,
      previous,
    };
    previousFuture = future;
    previous = sentence;
    if (isQuestion(sentence)) continue;
    const h = HEADING.exec(sentence);
    if (h?.[1] && h[2] && isHeading(h[1])) {
      // The heading's own words may be an intention ("Things I must not forget:") or a date.
      for (const clause of clauses(h[2].replace(/[.!]+$/, "")))
        for (const piece of splitCompound(clause))
          out.push({ clause: piece, lead: h[1], ...context });
    } else if (!/:$/.test(sentence.trim())) {
      // (A heading alone on its line, "To do this week:", has its items on the lines below.)
      for (const clause of clauses(sentence)) out.push({ clause, lead: "", ...context });
    }
  }
  return out;
}

/** "Took the kids swimming." "Made pancakes.": a sentence that opens with a verb in the past. */
function opensInThePast(sentence: string): boolean {
  const first = tokenize(sentence.replace(OPENER, "")).find((t) => t.type === "word");
  return Boolean(
    first && first.pos === "VERB" && first.lemma !== first.lower && !/ing$/.test(first.lower),
  );
}

export function extractTasksLocal(entry: {
  title: string;
  content: string;
  category: Category;
  now?: WallClock;
}): ExtractedTask[] {
  const text = expandContractions(`${entry.content}`);
  const seen = new Set<string>();
  const tasks: ExtractedTask[] = [];
  // The last date that led actions, and its sentence: "Next week I'm going to X and I want to Y".
  let sentenceDate: { sentence: number; date: ReturnType<typeof readLeadDate> } | null = null;
  for (const unit of units(text)) {
    const { actions, lead } = actionsFromClause(unit.clause, unit);
    if (actions.length === 0) continue;
    // "Tomorrow I will call the bank and email Ann": a date before the intention is every action's,
    // and every later action's in the same sentence.
    const leadText = [unit.lead, lead].filter(Boolean).join(" ");
    let leadDate = leadText ? readLeadDate(leadText, entry.now) : null;
    if (leadDate) sentenceDate = { sentence: unit.sentence, date: leadDate };
    else if (sentenceDate?.sentence === unit.sentence) leadDate = sentenceDate.date;
    for (const raw of actions) {
      const action = cleanAction(raw);
      if (!action) continue;
      const dated = readDueDate(action, entry.now);
      const description = dated.description;
      // "Must do that this week": the pronoun points back at something said before; no task in it.
      if (/^do (?:it|that|this|so)$/i.test(description)) continue;
      const due = dated.dueDate ? dated : leadDate?.dueDate ? leadDate : null;
      const key = description
        .toLowerCase()
        .replace(/[^a-z0-9 ]/g, "")
        .replace(/\b(the|a|an|my)\b/g, "")
        .replace(/\s+/g, " ")
        .trim();
      if (seen.has(key)) continue;
      seen.add(key);
      const c = categorizeLocal(description);
      tasks.push({
        description,
        category: c.confidence >= MIN_CONFIDENCE ? c.category : entry.category,
        ...(due?.dueDate
          ? { dueDate: due.dueDate, ...(due.dueTime ? { dueTime: due.dueTime } : {}) }
          : {}),
      });
    }
  }
  return tasks;
}
