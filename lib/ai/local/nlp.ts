/**
 * One shared wink-nlp instance per process (the English lite model takes ~70 ms to load).
 * Exposes a tiny token view so callers do not depend on wink's API shape.
 */
import winkNLP from "wink-nlp";
import model from "wink-eng-lite-web-model";

type Nlp = ReturnType<typeof winkNLP>;

export interface Tok {
  text: string;
  lower: string;
  lemma: string;
  pos: string;
  stop: boolean;
  type: string; // "word", "number", "punctuation", ...
}

let nlp: Nlp | null = null;

function getNlp(): Nlp {
  nlp ??= winkNLP(model);
  return nlp;
}

/** Tokens of a short text with lemma and part of speech. */
export function tokenize(text: string): Tok[] {
  const n = getNlp();
  const its = n.its;
  const doc = n.readDoc(text);
  const values = doc.tokens().out(its.value) as string[];
  const lemmas = doc.tokens().out(its.lemma as unknown as typeof its.value) as string[];
  const pos = doc.tokens().out(its.pos) as string[];
  // wink's typings only allow string-valued helpers here; the flag comes back as booleans.
  const stops = doc
    .tokens()
    .out(its.stopWordFlag as unknown as typeof its.value) as unknown as boolean[];
  const types = doc.tokens().out(its.type) as string[];
  return values.map((v, i) => ({
    text: v,
    lower: v.toLowerCase(),
    lemma: (lemmas[i] ?? v).toLowerCase(),
    pos: pos[i] ?? "X",
    stop: Boolean(stops[i]),
    type: types[i] ?? "word",
  }));
}

/** Sentences of a text, as plain strings. */
export function sentences(text: string): string[] {
  const n = getNlp();
  return n.readDoc(text).sentences().out() as string[];
}
