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
import { readDueDate } from "../journal-dates";
import type { ExtractedTask } from "../types";
import type { WallClock } from "@/lib/quick-add/quick-add";

/** Below this categoriser confidence the journal entry's own area is the better guess. */
const MIN_CONFIDENCE = 0.5;

const ADVERBS = String.raw`(?:really |definitely |seriously |honestly |probably |finally |actually |also |still |just |absolutely |totally |urgently |soon |then )*`;

/**
 * Intention openers. The captured group is the action ("book a dentist appointment").
 * Subjects: I / we; all forms are after contraction expansion ("I'm" → "I am").
 */
const INTENTION_PATTERNS: RegExp[] = [
  new RegExp(
    String.raw`\b(?:i|we)\s+${ADVERBS}(?:need to|needs to|have to|has to|got to|must|should|ought to|will|shall|want to|would like to|would love to|plan to|am planning to|are planning to|intend to|am going to|are going to|hope to|am hoping to|aim to|mean to|am determined to|promise myself to|promised myself to|decided to|have decided to|am committed to|will try to|am trying to|try to|must remember to|have to remember to|need to remember to|should remember to)\s+(?:${ADVERBS})(?:try to |start to |go and |make sure to |make sure i |remember to )?(.+)`,
    "i",
  ),
  new RegExp(
    String.raw`^(?:and |so |then |also |oh,? |ok,? |okay,? )?(?:i\s+)?${ADVERBS}(?:need to|have to|must|should|got to|remember to|do not forget to|never forget to|going to|want to|plan to|time to|it is time to|it is time i|let us|note to self:?|to ?do:?|reminder:?|must remember to|make sure to|make sure i|be sure to)\s+(.+)`,
    "i",
  ),
  /\b(?:my goal is to|my plan is to|the plan is to|i am supposed to|i have got to|first thing tomorrow,? i will|i would really like to)\s+(.+)/i,
  /\b(?:tomorrow|tonight|today|this week|next week|this weekend|on \w+day|later),?\s+i\s+(?:will|must|should|need to|have to|am going to)\s+(.+)/i,
  /\b(?:do not|never) forget to\s+(.+)/i,
  /\bremind me to\s+(.+)/i,
];

/** Phrases that look like intentions but report the past, a regret, or a hypothetical. */
const NOT_INTENTION =
  /\b(?:was going to|were going to|was supposed to|wanted to|needed to|had to|should have|would have|could have|must have|used to|was planning to|was hoping to|planned to|hoped to|meant to|tried to)\b/i;

/** Negation of the intention itself ("I do not want to", "I will not", "never going to"). */
const NEGATED =
  /\b(?:i|we)\s+(?:really |definitely |just |still )*(?:do not|does not|will not|would not|should not|must not|cannot|can not|am not|are not|never|no longer)\b|\b(?:not going to|never going to|no need to|not have to|not need to)\b/i;

/** Verbs that follow "I need to" without making a task ("I have to admit ..."). */
const NON_ACTION_VERBS = new Set([
  "admit",
  "say",
  "confess",
  "agree",
  "wonder",
  "think",
  "feel",
  "know",
  "understand",
  "accept",
  "be",
  "believe",
  "guess",
  "hope",
  "wish",
  "tell myself",
  "mention",
  "point",
  "remind",
  "stop",
]);

/** Bare verbs that open a sentence but are not tasks ("Thank goodness", "Love this weather"). */
const NON_IMPERATIVE = new Set([
  "thank",
  "love",
  "hope",
  "wish",
  "feel",
  "guess",
  "think",
  "know",
  "see",
  "look",
  "seem",
  "sound",
  "mind",
  "say",
  "want",
  "need",
  "like",
  "hate",
  "wonder",
  "be",
  "am",
  "is",
  "are",
  "was",
  "were",
  "had",
  "did",
  "went",
  "got",
  "felt",
  "made",
  "took",
  "spent",
  "tried",
]);

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
  const verbLike =
    t?.pos === "VERB" || (t?.pos === "ADJ" && (next?.pos === "DET" || next?.pos === "PRON"));
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
    /(\s*,\s*(?:and\s+)?(?:then\s+|also\s+|finally\s+)?|\s+and\s+(?:then|also|finally)\s+|\s+and\s+|\s+then\s+)/i,
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
  if (words.length === 1 && ["go", "do", "get", "start", "try", "work", "rest"].includes(first))
    return null;
  return capitalize(a);
}

/** Clauses: sentences, further cut at semicolons and "but"/"and I" joins. */
function clauses(text: string): string[] {
  const out: string[] = [];
  for (const s of sentences(text)) {
    for (const part of s.split(
      /;|\s+but\s+|,\s*and\s+(?=i\s)|\s+and\s+(?=i\s+(?:also\s+)?(?:need|have|must|should|will|want|plan|am going))|\s+so\s+(?=i\s)/i,
    )) {
      const t = tidy(part);
      if (t) out.push(t);
    }
  }
  return out;
}

/** The clause's actions, and the words before them ("Tomorrow I will"), which may hold their date. */
function actionsFromClause(clause: string): { actions: string[]; lead: string } {
  const none = { actions: [], lead: "" };
  if (NOT_INTENTION.test(clause)) return none;
  const forget = /\b(?:do not|never) forget to\s+(.+)/i.exec(clause);
  if (!forget && NEGATED.test(clause)) return none;
  const leadOf = (m: RegExpExecArray) => clause.slice(0, m.index + m[0].length - m[1]!.length);
  if (forget?.[1]) return { actions: splitCompound(forget[1]), lead: leadOf(forget) };

  for (const re of INTENTION_PATTERNS) {
    const m = re.exec(clause);
    if (m?.[1]) return { actions: splitCompound(m[1]), lead: leadOf(m) };
  }

  // Imperative: the clause opens with a bare verb ("Call the plumber", "Pick up groceries").
  const toks = tokenize(clause);
  const first = toks.find((t) => t.type === "word");
  // Base form only: "Forgot the keys" is a past event, not an instruction.
  if (
    first &&
    first === toks[0] &&
    first.lemma === first.lower &&
    !NON_IMPERATIVE.has(first.lower) &&
    first.lower !== "i"
  ) {
    const framed = isVerbPhrase(clause.charAt(0).toLowerCase() + clause.slice(1));
    if (framed && first.pos !== "AUX") return { actions: splitCompound(clause), lead: "" };
  }
  return none;
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
  for (const clause of clauses(text)) {
    const { actions, lead } = actionsFromClause(clause);
    // "Tomorrow I will call the bank and email Ann": a date before the intention is every action's.
    const leadDate = actions.length > 0 && lead ? readDueDate(lead, entry.now) : null;
    for (const raw of actions) {
      const action = cleanAction(raw);
      if (!action) continue;
      const dated = readDueDate(action, entry.now);
      const description = dated.description;
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
