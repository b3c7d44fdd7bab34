/**
 * Offline "vision board" images: a calm illustrated scene chosen from the prompt's words,
 * drawn as SVG and rasterised to PNG with sharp. Same prompt + variation → same image;
 * another variation ("Generate Another") → a different layout and palette shift.
 */
import "server-only";
import sharp from "sharp";
import { hashNumbers } from "./quotes";

const IMAGE_SIZE = 768;

type Motif = "waves" | "peaks" | "coins" | "hearts" | "sun" | "trees" | "city" | "books" | "stars";

/** Prompt words → motif. Order matters: earlier motifs win when several match. */
const MOTIF_WORDS: [Motif, RegExp][] = [
  [
    "hearts",
    /\b(love|heart|hearts|romance|romantic|partner|wedding|marriage|couple|date|family|kids|friends?|kindness)\b/i,
  ],
  [
    "coins",
    /\b(money|wealth|wealthy|rich|finance|financial|savings?|save|invest\w*|income|debt|budget|coins?|gold|abundance|millionaire)\b/i,
  ],
  [
    "waves",
    /\b(sea|ocean|beach|waves?|surf\w*|swim\w*|lake|island|boat|sail\w*|coast|tropical|cruise|water)\b/i,
  ],
  [
    "peaks",
    /\b(mountains?|peaks?|hike|hiking|climb\w*|ski\w*|snow|summit|adventure|alps|trek\w*)\b/i,
  ],
  [
    "city",
    /\b(city|career|business|office|work|job|skyline|success|promotion|company|startup|building|new york|paris|london|tokyo)\b/i,
  ],
  [
    "books",
    /\b(books?|read\w*|learn\w*|study|studying|knowledge|school|university|degree|wisdom|write|writing|course)\b/i,
  ],
  [
    "trees",
    /\b(trees?|forest|nature|garden\w*|park|green|grow\w*|plants?|home|house|peace|calm|health\w*|fitness|yoga|run\w*)\b/i,
  ],
  [
    "sun",
    /\b(sun|sunny|summer|sunrise|sunset|happy|happiness|joy|light|morning|energy|travel|vacation|holiday|fun)\b/i,
  ],
];

/** Base palettes per motif: [sky top, sky bottom, accent, accent 2, ground]. */
type Palette = [skyTop: number, skyBottom: number, accent: number, accent2: number, ground: number];
const PALETTES: Record<Motif, Palette> = {
  waves: [200, 190, 185, 45, 210],
  peaks: [230, 260, 210, 30, 220],
  coins: [150, 95, 45, 130, 160],
  hearts: [330, 350, 350, 20, 320],
  sun: [35, 15, 45, 200, 25],
  trees: [120, 90, 110, 50, 130],
  city: [225, 260, 40, 200, 230],
  books: [270, 30, 280, 40, 25],
  stars: [245, 280, 55, 190, 260],
};

/** Small deterministic PRNG (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(s: string): number {
  return hashNumbers([...s].map((ch) => ch.charCodeAt(0)));
}

export function chooseMotif(prompt: string): Motif {
  for (const [motif, re] of MOTIF_WORDS) if (re.test(prompt)) return motif;
  return "stars";
}

const hsl = (h: number, s: number, l: number, a = 1) =>
  a === 1
    ? `hsl(${Math.round(((h % 360) + 360) % 360)},${Math.round(s)}%,${Math.round(l)}%)`
    : `hsla(${Math.round(((h % 360) + 360) % 360)},${Math.round(s)}%,${Math.round(l)}%,${a})`;

function heart(cx: number, cy: number, r: number): string {
  return `M ${cx} ${cy + r * 0.9} C ${cx - r * 1.6} ${cy - r * 0.2}, ${cx - r * 0.6} ${cy - r * 1.4}, ${cx} ${cy - r * 0.45} C ${cx + r * 0.6} ${cy - r * 1.4}, ${cx + r * 1.6} ${cy - r * 0.2}, ${cx} ${cy + r * 0.9} Z`;
}

function motifShapes(motif: Motif, rand: () => number, hues: Palette): string {
  const S = IMAGE_SIZE;
  const [, , accent, accent2, ground] = hues;
  const out: string[] = [];
  switch (motif) {
    case "waves":
      out.push(
        `<circle cx="${S * (0.2 + rand() * 0.6)}" cy="${S * 0.28}" r="${60 + rand() * 30}" fill="${hsl(accent2, 90, 70)}"/>`,
      );
      for (let i = 0; i < 5; i++) {
        const y = S * (0.55 + i * 0.09);
        const amp = 18 + rand() * 14;
        const len = 120 + rand() * 60;
        let d = `M 0 ${y}`;
        for (let x = 0; x <= S + len; x += len) d += ` q ${len / 2} ${-amp} ${len} 0`;
        out.push(
          `<path d="${d} L ${S} ${S} L 0 ${S} Z" fill="${hsl(accent + i * 4, 65, 55 - i * 6, 0.85)}"/>`,
        );
      }
      break;
    case "peaks": {
      out.push(
        `<circle cx="${S * (0.15 + rand() * 0.7)}" cy="${S * 0.22}" r="${45 + rand() * 25}" fill="${hsl(accent2, 80, 85)}"/>`,
      );
      for (let layer = 0; layer < 3; layer++) {
        const base = S * (0.7 + layer * 0.1);
        let pts = `0,${S} 0,${base}`;
        const n = 3 + Math.floor(rand() * 3);
        for (let i = 0; i <= n; i++) {
          const x = (S / n) * i;
          const y = base - (120 + rand() * 220) * (1 - layer * 0.25);
          pts += ` ${x - S / n / 2},${base - 20} ${x},${y}`;
        }
        pts += ` ${S},${base} ${S},${S}`;
        out.push(
          `<polygon points="${pts}" fill="${hsl(ground + layer * 10, 35, 45 - layer * 10)}"/>`,
        );
      }
      break;
    }
    case "coins":
      for (let i = 0; i < 14; i++) {
        const x = S * (0.1 + rand() * 0.8);
        const y = S * (0.15 + rand() * 0.75);
        const r = 30 + rand() * 45;
        out.push(
          `<circle cx="${x}" cy="${y}" r="${r}" fill="${hsl(accent, 85, 55)}" stroke="${hsl(accent, 80, 38)}" stroke-width="6"/>`,
        );
        out.push(
          `<circle cx="${x}" cy="${y}" r="${r * 0.62}" fill="none" stroke="${hsl(accent, 90, 72)}" stroke-width="4"/>`,
        );
      }
      break;
    case "hearts":
      for (let i = 0; i < 9; i++) {
        const r = 30 + rand() * 70;
        out.push(
          `<path d="${heart(S * (0.1 + rand() * 0.8), S * (0.15 + rand() * 0.75), r)}" fill="${hsl(accent - rand() * 25, 80, 55 + rand() * 20, 0.85)}"/>`,
        );
      }
      break;
    case "sun": {
      const cx = S * (0.3 + rand() * 0.4);
      const cy = S * (0.35 + rand() * 0.15);
      for (let i = 0; i < 16; i++) {
        const a = (i / 16) * Math.PI * 2;
        out.push(
          `<line x1="${cx}" y1="${cy}" x2="${cx + Math.cos(a) * S}" y2="${cy + Math.sin(a) * S}" stroke="${hsl(accent, 95, 80, 0.35)}" stroke-width="${18 + rand() * 12}"/>`,
        );
      }
      out.push(
        `<circle cx="${cx}" cy="${cy}" r="${100 + rand() * 40}" fill="${hsl(accent, 95, 62)}"/>`,
      );
      out.push(
        `<path d="M 0 ${S * 0.82} Q ${S / 2} ${S * (0.7 + rand() * 0.08)} ${S} ${S * 0.82} L ${S} ${S} L 0 ${S} Z" fill="${hsl(ground, 60, 40)}"/>`,
      );
      break;
    }
    case "trees":
      out.push(
        `<path d="M 0 ${S * 0.78} Q ${S / 2} ${S * 0.7} ${S} ${S * 0.78} L ${S} ${S} L 0 ${S} Z" fill="${hsl(ground, 45, 35)}"/>`,
      );
      for (let i = 0; i < 7; i++) {
        const x = S * (0.08 + (i / 7) * 0.85 + rand() * 0.05);
        const h = 180 + rand() * 220;
        const base = S * (0.8 + rand() * 0.08);
        out.push(
          `<rect x="${x - 8}" y="${base - 40}" width="16" height="50" fill="${hsl(25, 40, 28)}"/>`,
        );
        out.push(
          `<polygon points="${x - h * 0.28},${base - 35} ${x},${base - h} ${x + h * 0.28},${base - 35}" fill="${hsl(accent + rand() * 20, 50, 30 + rand() * 15)}"/>`,
        );
      }
      break;
    case "city":
      for (let i = 0; i < 12; i++) {
        const w = 50 + rand() * 40;
        const x = (S / 12) * i + rand() * 10 - 10;
        const h = 180 + rand() * 320;
        out.push(
          `<rect x="${x}" y="${S - h}" width="${w}" height="${h}" fill="${hsl(ground, 30, 18 + rand() * 12)}"/>`,
        );
        for (let wy = S - h + 16; wy < S - 20; wy += 28) {
          for (let wx = x + 8; wx < x + w - 12; wx += 16) {
            if (rand() > 0.45)
              out.push(
                `<rect x="${wx}" y="${wy}" width="8" height="12" fill="${hsl(accent, 90, 70, 0.9)}"/>`,
              );
          }
        }
      }
      break;
    case "books":
      for (let shelf = 0; shelf < 3; shelf++) {
        const y = S * (0.35 + shelf * 0.22);
        out.push(
          `<rect x="${S * 0.08}" y="${y}" width="${S * 0.84}" height="12" fill="${hsl(25, 45, 30)}"/>`,
        );
        let x = S * 0.1;
        while (x < S * 0.88) {
          const w = 22 + rand() * 26;
          const h = 90 + rand() * 60;
          out.push(
            `<rect x="${x}" y="${y - h}" width="${w}" height="${h}" rx="3" fill="${hsl(accent + rand() * 120, 55, 45 + rand() * 15)}"/>`,
          );
          x += w + 4;
        }
      }
      break;
    case "stars":
      for (let i = 0; i < 60; i++) {
        out.push(
          `<circle cx="${rand() * S}" cy="${rand() * S}" r="${1 + rand() * 4}" fill="${hsl(accent, 90, 90, 0.5 + rand() * 0.5)}"/>`,
        );
      }
      for (let i = 0; i < 6; i++) {
        out.push(
          `<circle cx="${rand() * S}" cy="${rand() * S}" r="${40 + rand() * 90}" fill="${hsl(accent2 + rand() * 40, 70, 70, 0.18)}"/>`,
        );
      }
      break;
  }
  return out.join("");
}

function buildSvg(prompt: string, variation = 0): string {
  const seed = hashString(`${prompt.trim().toLowerCase()}|${variation}`);
  const rand = rng(seed);
  const motif = chooseMotif(prompt);
  const shift = (rand() - 0.5) * 40; // variation in hue keeps the theme but not the exact look
  const hues = PALETTES[motif].map((h) => h + shift) as Palette; // map keeps the length
  const S = IMAGE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${hsl(hues[0], 70, 78)}"/>
    <stop offset="1" stop-color="${hsl(hues[1], 65, 60)}"/>
  </linearGradient>
  <radialGradient id="glow" cx="${0.3 + rand() * 0.4}" cy="0.3" r="0.7">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/>
    <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </radialGradient>
</defs>
<rect width="${S}" height="${S}" fill="url(#sky)"/>
<rect width="${S}" height="${S}" fill="url(#glow)"/>
${motifShapes(motif, rand, hues)}
</svg>`;
}

export async function generateImageLocal(
  prompt: string,
  opts: { variation?: number } = {},
): Promise<{ bytes: Uint8Array; mimeType: "image/png" }> {
  const svg = buildSvg(prompt, opts.variation ?? 0);
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  return {
    bytes: new Uint8Array(png.buffer, png.byteOffset, png.byteLength),
    mimeType: "image/png",
  };
}
