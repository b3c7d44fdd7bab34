/**
 * Offline task categoriser: word vectors (trimmed GloVe) + hand-written area knowledge.
 *
 * Why this shape: keyword lists alone miss unseen wording, and naive Bayes on a few hundred
 * examples overfits. Comparing each task word with typical "seed" words of each area in
 * vector space generalises to synonyms; exact keyword hits and nearest example tasks fix the
 * cases where single words are ambiguous ("take the kids ..." vs "take a course ...").
 * A user's own corrections are the strongest neighbours, so the engine learns from them.
 */
import "server-only";
import { CATEGORIES, CATEGORY_LABELS, type Category } from "@/lib/categories";
import { AREA_KNOWLEDGE, AREA_PHRASES, NEUTRAL_PHRASES } from "./category-knowledge";
import { tokenize, type Tok } from "./nlp";
import { dot, loadWordVectors, normalize, type WordVectors } from "./word-vectors";
import { rankBy } from "./rank";
import { GENERIC } from "./generic-words";
import { CONTACT, MONEY_BETWEEN, OCCASIONS, peopleFrame, W_SOCIAL } from "./social-frame";
import type { CategorizeResult } from "../types";

export interface UserExample {
  description: string;
  category: Category;
}

const BOOKING_VERBS = new Set(["book", "schedule", "reserve", "arrange", "organize", "organise"]);

// Relative weight of the three evidence sources, tuned on the dev set only.
const W_SEED = 1.0;
const W_EXAMPLE = 0.4;
const W_KEYWORD = 0.12;
const W_USER = 1.6;
const W_PHRASE = 0.35;
/** The first content word is usually the main verb of an imperative task ("Meditate ..."). */
const HEAD_BOOST = 1.3;

interface Prepared {
  wv: WordVectors;
  seedVecs: Record<Category, { word: string; vec: Float32Array }[]>;
  keywordAreas: Map<string, Category[]>;
  examples: { category: Category; vec: Float32Array; lemmas: Set<string> }[];
}

let prepared: Prepared | null = null;

interface ContentWord {
  word: string;
  lemma: string;
  vec: Float32Array | undefined;
  weight: number;
}

function posWeight(pos: string): number {
  if (pos === "NOUN" || pos === "PROPN") return 1.0;
  if (pos === "VERB") return 0.8;
  if (pos === "ADJ") return 0.6;
  return 0.4;
}

/** Joins "push - ups" back into "push-ups" when the vocabulary knows the compound. */
function mergeHyphens(tokens: Tok[], wv: WordVectors): Tok[] {
  const out: Tok[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const [a, h, b] = [tokens[i], tokens[i + 1], tokens[i + 2]];
    if (!a) break;
    if (h?.text === "-" && b && a.type === "word" && b.type === "word") {
      const joined = `${a.lower}-${b.lower}`;
      const solid = `${a.lower}${b.lower}`;
      const word = wv.get(joined) ? joined : wv.get(solid) ? solid : null;
      if (word) {
        out.push({ ...b, text: word, lower: word, lemma: word, stop: false });
        i += 2;
        continue;
      }
    }
    out.push(a);
  }
  return out;
}

function contentWords(rawTokens: Tok[], wv: WordVectors): ContentWord[] {
  const out: ContentWord[] = [];
  const tokens = mergeHyphens(rawTokens, wv);
  for (const t of tokens) {
    if (t.type !== "word") continue;
    const lower = t.lower.replace(/^'+|'+$/g, "").replace(/'s$/, "");
    if (lower.length < 2 || t.stop || GENERIC.has(lower) || GENERIC.has(t.lemma)) continue;
    // Booking verbs say "reserve", not which area ("Book a massage" is not about books).
    // The tagger often reads a task's first word as a noun ("Book a flight"), so the opening
    // word counts as a verb too.
    if (
      (t.pos === "VERB" || t === tokens.find((x) => x.type === "word")) &&
      BOOKING_VERBS.has(t.lemma)
    )
      continue;
    const vec = wv.get(lower) ?? wv.get(t.lemma) ?? wv.get(lower.replace(/-/g, ""));
    // Very frequent words carry less meaning; rare ones (names, brands) are often noise too,
    // but those simply lack vectors and only count through keywords.
    const rank = wv.rank(lower) ?? wv.rank(t.lemma) ?? 50_000;
    const freqWeight = rank < 300 ? 0.5 : 1;
    const head = out.length === 0 && t.pos === "VERB" ? HEAD_BOOST : 1;
    out.push({ word: lower, lemma: t.lemma, vec, weight: posWeight(t.pos) * freqWeight * head });
  }
  return out;
}

function sentenceVector(words: ContentWord[], dims: number): Float32Array {
  const v = new Float32Array(dims);
  for (const w of words) {
    if (!w.vec) continue;
    for (let i = 0; i < dims; i++) v[i] = (v[i] ?? 0) + (w.vec[i] ?? 0) * w.weight;
  }
  return normalize(v);
}

function prepare(): Prepared {
  if (prepared) return prepared;
  const wv = loadWordVectors();
  const seedVecs = {} as Prepared["seedVecs"];
  const keywordAreas = new Map<string, Category[]>();
  const examples: Prepared["examples"] = [];
  for (const c of CATEGORIES) {
    const k = AREA_KNOWLEDGE[c];
    seedVecs[c] = [...new Set(k.seeds)]
      .map((word) => ({ word, vec: wv.get(word) }))
      .filter((s): s is { word: string; vec: Float32Array } => Boolean(s.vec));
    for (const kw of new Set(k.keywords)) {
      const list = keywordAreas.get(kw) ?? [];
      list.push(c);
      keywordAreas.set(kw, list);
    }
    for (const ex of k.examples) {
      const words = contentWords(tokenize(ex), wv);
      examples.push({
        category: c,
        vec: sentenceVector(words, wv.dims),
        lemmas: new Set(words.map((w) => w.lemma)),
      });
    }
  }
  prepared = { wv, seedVecs, keywordAreas, examples };
  return prepared;
}

/** Loads vectors, NLP model and example vectors; call early to keep first request fast. */
export function warmUpCategorizer(): void {
  prepare();
}

function zeroScores(): Record<Category, number> {
  return Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
}

/** Mean of the k largest values. */
function topMean(values: number[], k: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => b - a).slice(0, k);
  return sorted.reduce((s, x) => s + x, 0) / sorted.length;
}

export function categorizeLocal(
  description: string,
  userExamples: UserExample[] = [],
): CategorizeResult {
  const p = prepare();
  let text = description.toLowerCase();
  for (const re of NEUTRAL_PHRASES) text = text.replace(re, " ");
  // With someone, a meal or a drink is the occasion, and a name's vector says nothing (issue 47).
  const people = peopleFrame(description, p.wv, (w) => p.keywordAreas.has(w));
  const allWords = contentWords(tokenize(text), p.wv);
  const occasion = (w: ContentWord) => OCCASIONS.has(w.word) || OCCASIONS.has(w.lemma);
  const words = people
    ? allWords.filter((w) => !people.names.has(w.word) && !occasion(w))
    : allWords;
  // Meeting a named person outside work is social when the meeting is the point: over a meal or
  // a drink, or a call or a visit. An activity of its own ("play tennis with Rob") keeps its area.
  // (A name is no money word: "Beers with Bill".)
  const moneyBetween = MONEY_BETWEEN.test(
    people
      ? text
          .split(/\s+/)
          .filter((w) => !people.names.has(w))
          .join(" ")
      : text,
  );
  const social =
    people !== null &&
    !people.work &&
    !moneyBetween &&
    (people.contact ||
      (people.names.size > 0 &&
        (allWords.some(occasion) || words.every((w) => CONTACT.has(w.lemma)))));
  const scores = zeroScores();
  // Per area, which task words pulled it up most (for the explanation).
  const reasons: Record<Category, Map<string, number>> = Object.fromEntries(
    CATEGORIES.map((c) => [c, new Map<string, number>()]),
  ) as Record<Category, Map<string, number>>;

  // 1. Seed words: each word votes for areas whose seeds are near it, relative to its mean
  //    similarity (so vague words that are near everything barely matter).
  let totalWeight = 0;
  for (const w of words) {
    if (!w.vec) continue;
    const sims = CATEGORIES.map((c) =>
      topMean(
        p.seedVecs[c].map((s) => dot(w.vec!, s.vec)),
        2,
      ),
    );
    const mean = sims.reduce((s, x) => s + x, 0) / sims.length;
    const max = Math.max(...sims);
    // Salience: a word clearly closer to one area than the rest is informative.
    const salience = Math.max(0.05, max - mean);
    totalWeight += w.weight * salience;
    CATEGORIES.forEach((c, i) => {
      const above = (sims[i] ?? mean) - mean;
      const contribution = w.weight * salience * above;
      scores[c] += W_SEED * contribution;
      if (above > 0) reasons[c].set(w.word, (reasons[c].get(w.word) ?? 0) + contribution);
    });
  }
  if (totalWeight > 0) for (const c of CATEGORIES) scores[c] /= Math.sqrt(totalWeight);

  // 2. Keywords: exact lemma matches, shared between areas that list the same word.
  for (const w of words) {
    const areas = p.keywordAreas.get(w.lemma) ?? p.keywordAreas.get(w.word);
    if (!areas) continue;
    for (const c of areas) {
      // A known keyword without a vector ("pilates") has no other way to count, so it counts double.
      scores[c] += (W_KEYWORD * w.weight * (w.vec ? 1 : 2)) / areas.length;
      reasons[c].set(w.word, (reasons[c].get(w.word) ?? 0) + 1);
    }
  }

  // 2b. Multi-word expressions.
  for (const ph of AREA_PHRASES) {
    const m = ph.pattern.exec(text);
    if (!m) continue;
    scores[ph.category] += W_PHRASE;
    reasons[ph.category].set(m[0], (reasons[ph.category].get(m[0]) ?? 0) + 2);
  }

  // Money between people (splitting, paying back, lending) is Finances.
  const owing = people !== null && !people.work && moneyBetween;
  if (owing) {
    scores.finances += W_SOCIAL;
    reasons.finances.set("money between people", 1.5);
  }
  if (social) {
    scores.family_friends += W_SOCIAL;
    const who = [...people!.names].map((n) => n.charAt(0).toUpperCase() + n.slice(1));
    reasons.family_friends.set(who.length ? `time with ${who.join(" and ")}` : "your people", 1.5);
  }

  // 3. Example tasks: nearest neighbours by sentence vector.
  const sv = sentenceVector(words, p.wv.dims);
  const bySim: Record<Category, number[]> = Object.fromEntries(
    CATEGORIES.map((c) => [c, []]),
  ) as unknown as Record<Category, number[]>;
  for (const ex of p.examples) bySim[ex.category].push(dot(sv, ex.vec));
  const exScores = CATEGORIES.map((c) => topMean(bySim[c], 3));
  const exMean = exScores.reduce((s, x) => s + x, 0) / exScores.length;
  CATEGORIES.forEach((c, i) => (scores[c] += W_EXAMPLE * ((exScores[i] ?? exMean) - exMean)));

  // 4. The user's own corrections: a near-identical task they moved wins decisively.
  let userHit: UserExample | null = null;
  if (userExamples.length > 0) {
    const lemmas = new Set(words.map((w) => w.lemma));
    let best = 0;
    for (const ue of userExamples) {
      const uw = contentWords(tokenize(ue.description), p.wv);
      const sim = dot(sv, sentenceVector(uw, p.wv.dims));
      const ul = new Set(uw.map((w) => w.lemma));
      const inter = [...lemmas].filter((l) => ul.has(l)).length;
      const jaccard = inter / Math.max(1, new Set([...lemmas, ...ul]).size);
      const closeness = Math.max(sim, jaccard);
      if (closeness > 0.6) {
        const strength = (closeness - 0.6) / 0.4; // 0..1
        scores[ue.category] += W_USER * strength;
        if (closeness > best) {
          best = closeness;
          userHit = ue;
        }
      }
    }
  }

  const [best, second = best] = rankBy(CATEGORIES, (c) => scores[c]);
  const hasEvidence =
    social ||
    owing ||
    words.some((w) => w.vec || p.keywordAreas.has(w.lemma)) ||
    AREA_PHRASES.some((ph) => ph.pattern.test(text));
  if (!hasEvidence) {
    return {
      category: "personal_growth",
      confidence: 0.2,
      explanation: "No clear life-area words found, so it goes to Personal Growth by default",
    };
  }
  const margin = scores[best] - scores[second];
  // Logistic on the margin between the two best areas; constants fitted so that confidence
  // roughly tracks accuracy on the dev set (about 0.5 for a coin-flip, ~0.95 for clear cases).
  const confidence = Math.round((1 / (1 + Math.exp(-(margin * 18 - 0.2)))) * 100) / 100;

  const why = [...reasons[best].entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([w]) => w);
  let explanation =
    why.length > 0
      ? `Matched ${CATEGORY_LABELS[best]}: ${why.join(", ")}`
      : `Closest to ${CATEGORY_LABELS[best]} tasks`;
  if (userHit && userHit.category === best)
    explanation = `Like your earlier task "${userHit.description}" (${CATEGORY_LABELS[best]})`;
  return { category: best, confidence: Math.min(0.99, Math.max(0.05, confidence)), explanation };
}
