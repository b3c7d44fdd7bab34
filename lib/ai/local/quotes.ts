/**
 * Short quotations by authors whose works are in the public domain, with attribution.
 * Chosen deterministically (seeded) so the same balance gives the same quote, while
 * "New Insight" can pass another seed to vary it.
 */
type Quote = { text: string; author: string };
const QUOTES: readonly [Quote, ...Quote[]] = [
  {
    text: "It is not that we have a short time to live, but that we waste a lot of it.",
    author: "Seneca",
  },
  {
    text: "Begin at once to live, and count each separate day as a separate life.",
    author: "Seneca",
  },
  { text: "Difficulties strengthen the mind, as labor does the body.", author: "Seneca" },
  {
    text: "The happiness of your life depends upon the quality of your thoughts.",
    author: "Marcus Aurelius",
  },
  {
    text: "Very little is needed to make a happy life; it is all within yourself, in your way of thinking.",
    author: "Marcus Aurelius",
  },
  {
    text: "First say to yourself what you would be; and then do what you have to do.",
    author: "Epictetus",
  },
  {
    text: "Wealth consists not in having great possessions, but in having few wants.",
    author: "Epictetus",
  },
  { text: "A journey of a thousand miles begins with a single step.", author: "Lao Tzu" },
  { text: "Nature does not hurry, yet everything is accomplished.", author: "Lao Tzu" },
  { text: "It does not matter how slowly you go as long as you do not stop.", author: "Confucius" },
  { text: "Well begun is half done.", author: "Aristotle" },
  { text: "Love is composed of a single soul inhabiting two bodies.", author: "Aristotle" },
  { text: "Lost time is never found again.", author: "Benjamin Franklin" },
  {
    text: "Early to bed and early to rise makes a man healthy, wealthy, and wise.",
    author: "Benjamin Franklin",
  },
  {
    text: "Our life is frittered away by detail. Simplify, simplify.",
    author: "Henry David Thoreau",
  },
  { text: "The only way to have a friend is to be one.", author: "Ralph Waldo Emerson" },
  { text: "Adopt the pace of nature: her secret is patience.", author: "Ralph Waldo Emerson" },
  { text: "The first wealth is health.", author: "Ralph Waldo Emerson" },
  { text: "Take rest; a field that has rested gives a bountiful crop.", author: "Ovid" },
  {
    text: "Dripping water hollows out stone, not through force but through persistence.",
    author: "Ovid",
  },
  { text: "He who has a why to live can bear almost any how.", author: "Friedrich Nietzsche" },
  { text: "Never put off till tomorrow what you can do today.", author: "Thomas Jefferson" },
  { text: "Do what you can, with what you have, where you are.", author: "Theodore Roosevelt" },
];

/** FNV-1a over the numbers: stable across runs and platforms. */
export function hashNumbers(values: number[]): number {
  let h = 0x811c9dc5;
  for (const v of values) {
    const s = String(v);
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    h ^= 0x2c;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function pickQuote(seedValues: number[]): string {
  const q = QUOTES[hashNumbers(seedValues) % QUOTES.length] ?? QUOTES[0];
  return `"${q.text}" — ${q.author}`;
}
