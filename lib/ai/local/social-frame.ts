// The social frame of a task (issue 47): who it is done with, read from its words, so that
// "Coffee with Mark" is about Mark, not coffee. Used by the categoriser (./categorizer.ts).
import "server-only";
import { dot, normalize, type WordVectors } from "./word-vectors";

/**
 * Issue 47: meeting someone is social, whatever is eaten or drunk. "Coffee with Mark" is not
 * Health and "Beer with Steve" not Career: in a social frame (with, meet, call or text a named
 * person), the meal or drink is the occasion and says nothing about the area; the person does.
 * A name is a capitalised word after one of those words (not a day, a month or a holiday); a name's
 * own word vector (Mark, Olivia) is noise about the area, so it is left out too. Meeting people of
 * work (a client, the director) stays Career; a partner stays Romance through the romance phrases.
 */
const NAME_AFTER =
  /\b(?:[Ww]ith|[Mm]eet|[Mm]eeting|[Cc]all|[Rr]ing|[Pp]hone|[Tt]ext|[Mm]essage|[Ss]ee|and)\s+(?:the\s+)?(?:(?:[Mm]r|[Mm]rs|[Mm]s|[Dd]r|[Aa]unt|[Aa]untie|[Uu]ncle)\.?\s+)?([A-Z][a-z'’]+)/g;
const NOT_NAMES =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|christmas|easter|new|the|my|our|a|an|me|you|him|her|them|us|it|everyone|everybody|someone|somebody|anyone|people|others)$/i;
const SOCIAL_PEOPLE =
  /\b(?:with|meet|see)\s+(?:(?:my|our|the|some|a few|an old)\s+)?(?:friends?|mates?|pals?|buddies|the (?:girls|guys|lads)|neighbou?rs?|cousins?|relatives|in-laws|roommates?|flatmates?|grand(?:ma|pa|parents?|kids|children)|nieces?|nephews?|siblings?|family|kids|children|parents|mum|mom|dad|sister|brother|aunt|uncle)\b/i;
/** A task that is getting in touch with one's own people: "Ask my sister how her interview went". */
const CONTACT_PERSON =
  /^(?:ask|call|ring|phone|text|message|thank|visit|check (?:on|in with)|write to|send)\s+(?:my|our)\s+(?:friends?|best friend|mates?|neighbou?rs?|cousins?|relatives|in-laws|grand(?:ma|pa|mother|father|parents?)|nieces?|nephews?|siblings?|family|kids|children|parents|mum|mom|mother|dad|father|sister|brother|aunt|uncle|son|daughter)\b/i;
const WORK_PEOPLE =
  /\b(?:colleagues?|co-?workers?|boss|manager|director|clients?|customers?|investors?|hires?|recruiters?|ceo|cto|cfo|team|interns?|supervisor|stakeholders?|board|mentor|vendors?|suppliers?|office|interview(?:er)?s?|meeting)\b/i;
/** Things eaten or drunk together: in a social frame they are the occasion, not the area. */
export const OCCASIONS = new Set([
  "coffee",
  "coffees",
  "tea",
  "lunch",
  "dinner",
  "brunch",
  "breakfast",
  "supper",
  "drink",
  "drinks",
  "beer",
  "beers",
  "pint",
  "pints",
  "wine",
  "cocktail",
  "cocktails",
  "pizza",
  "meal",
  "snack",
  "dessert",
  "cake",
  "barbecue",
  "bbq",
]);
export const W_SOCIAL = 0.35;
/** Verbs of being in touch: with a named person and nothing else, the task is the person. */
export const CONTACT = new Set([
  "call",
  "ring",
  "phone",
  "text",
  "message",
  "meet",
  "see",
  "visit",
  "catch",
  "hang",
  "back",
  "chat",
  "write",
  "email",
  "invite",
  "host",
  "grab",
]);
/** Money between people is Finances ("Split the bill with Sam", "Pay back Tom"), not a meeting. */
export const MONEY_BETWEEN =
  /\b(?:pay|paid|owe|owed|lend|lent|borrow|split|repay|reimburse|refund|venmo|paypal|bill|money|cash|debt|loan|invoice)\b/i;

const FOOD_SEEDS = [
  "milk",
  "sugar",
  "bread",
  "cheese",
  "fruit",
  "juice",
  "honey",
  "butter",
  "cream",
  "sauce",
];
let foodDirection: Float32Array | null = null;

function centroid(words: string[], wv: WordVectors): Float32Array {
  const c = new Float32Array(wv.dims);
  for (const w of words) {
    const v = wv.get(w);
    if (v) for (let i = 0; i < wv.dims; i++) c[i] = (c[i] ?? 0) + (v[i] ?? 0);
  }
  return normalize(c);
}

/**
 * A lowercase word that reads as a name in "coffee with …": not food (its vector far from food's),
 * or a word the vectors do not know at all (rare names). First names lie in too many directions
 * ("tessa", "priya", "raj") for a "name" direction to find them.
 */
function looksLikeAName(word: string, wv: WordVectors): boolean {
  const v = wv.get(word);
  if (!v) return true;
  foodDirection ??= centroid(FOOD_SEEDS, wv);
  return dot(v, foodDirection) < 0.3;
}

/**
 * The people a task is done with: their names (lowercased), and whether they are people of work.
 * Null when the task is done with no one.
 */
export function peopleFrame(
  description: string,
  wv: WordVectors,
  isKeyword: (word: string) => boolean,
): { names: Set<string>; work: boolean; contact: boolean } | null {
  const names = new Set<string>();
  for (const m of description.matchAll(NAME_AFTER)) {
    const name = m[1]!;
    if (!NOT_NAMES.test(name)) names.add(name.toLowerCase().replace(/['’]s$/, ""));
  }
  // Typed in lowercase ("coffee with mark"), a name has no capital: over a meal or a drink, the
  // word right after "with" is taken for a name unless it is food ("tea with honey" stays a drink),
  // a word of an area ("work") or not a name at all ("the", "my", a pronoun).
  const lower = /\bwith\s+([a-z]+)\b(?:\s+([a-z]+))?/.exec(description);
  if (
    names.size === 0 &&
    lower?.[1] &&
    !NOT_NAMES.test(lower[1]) &&
    description
      .toLowerCase()
      .split(/[^a-z]+/)
      .some((w) => OCCASIONS.has(w)) &&
    !isKeyword(lower[1]) &&
    looksLikeAName(lower[1], wv) &&
    // "with oat milk": a word before food describes the food.
    !(lower[2] && !looksLikeAName(lower[2], wv))
  )
    names.add(lower[1]);
  const work = WORK_PEOPLE.test(description) && /\b(?:with|meet|meeting)\b/i.test(description);
  const contact = CONTACT_PERSON.test(description);
  if (names.size === 0 && !work && !contact && !SOCIAL_PEOPLE.test(description)) return null;
  return { names, work, contact };
}
