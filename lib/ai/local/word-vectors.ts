/**
 * Lazy, process-wide loader for the trimmed GloVe vectors (see scripts/ai/build-word-vectors.ts).
 *
 * Read with fs relative to process.cwd() rather than imported, so the 5 MB file is never
 * pulled into a bundle and works the same under Next's server build, tsx and vitest.
 * Vectors are expanded to unit-length Float32 once (20 MB) so every lookup is a plain dot product.
 */
import "server-only";
import fs from "node:fs";
import path from "node:path";

export interface WordVectors {
  dims: number;
  /** Unit-length vector for a word, or undefined when it is not in the vocabulary. */
  get(word: string): Float32Array | undefined;
  /** Frequency rank (0 = most frequent); used to down-weight very common words. */
  rank(word: string): number | undefined;
}

const WORD_VECTORS_PATH = () =>
  path.join(/*turbopackIgnore: true*/ process.cwd(), "lib/ai/local/data/word-vectors.bin");

let cached: WordVectors | null = null;

export function loadWordVectors(file = WORD_VECTORS_PATH()): WordVectors {
  if (cached) return cached;
  const buf = fs.readFileSync(/*turbopackIgnore: true*/ file);
  if (buf.toString("ascii", 0, 4) !== "BWV1") throw new Error(`Bad word-vector file: ${file}`);
  const count = buf.readUInt32LE(4);
  const dims = buf.readUInt32LE(8);
  const wordsLen = buf.readUInt32LE(12);
  const words = buf.toString("utf8", 16, 16 + wordsLen).split("\n");
  const raw = new Int8Array(buf.buffer, buf.byteOffset + 16 + wordsLen, count * dims);
  const all = new Float32Array(count * dims);
  const index = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    let norm = 0;
    for (let d = 0; d < dims; d++) norm += (raw[i * dims + d] ?? 0) ** 2;
    const inv = 1 / (Math.sqrt(norm) || 1);
    for (let d = 0; d < dims; d++) all[i * dims + d] = (raw[i * dims + d] ?? 0) * inv;
    const word = words[i];
    if (word !== undefined) index.set(word, i);
  }
  cached = {
    dims,
    get(word) {
      const i = index.get(word);
      return i === undefined ? undefined : all.subarray(i * dims, (i + 1) * dims);
    },
    rank: (word) => index.get(word),
  };
  return cached;
}

export function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] ?? 0) * (b[i] ?? 0);
  return s;
}

/** Normalises in place and returns the vector (zero vectors stay zero). */
export function normalize(v: Float32Array): Float32Array {
  let n = 0;
  for (let i = 0; i < v.length; i++) n += (v[i] ?? 0) ** 2;
  const inv = n > 0 ? 1 / Math.sqrt(n) : 0;
  for (let i = 0; i < v.length; i++) v[i] = (v[i] ?? 0) * inv;
  return v;
}
