/** Small text helpers shared by extraction and voice parsing. */

/** Expands common contractions so patterns only need one spelling ("I'm" → "I am"). */
export function expandContractions(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\bwon't\b/gi, (m) => (m[0] === "W" ? "Will not" : "will not"))
    .replace(/\bcan't\b/gi, (m) => (m[0] === "C" ? "Cannot" : "cannot"))
    .replace(/\bshan't\b/gi, "shall not")
    .replace(/\b(\w+)n't\b/gi, "$1 not")
    .replace(/\bI'm\b/gi, "I am")
    .replace(/\b(it|that|this|there|what|here)'s\b/gi, "$1 is")
    .replace(/\b(I|you|we|they)'ve\b/gi, "$1 have")
    .replace(/\b(I|you|we|they|he|she)'ll\b/gi, "$1 will")
    .replace(/\b(I|you|we|they|he|she|it|that)'d\b/gi, "$1 would")
    .replace(/\b(we|you|they)'re\b/gi, "$1 are")
    .replace(/\blet's\b/gi, (m) => (m[0] === "L" ? "Let us" : "let us"))
    .replace(/\bgonna\b/gi, "going to")
    .replace(/\bwanna\b/gi, "want to")
    .replace(/\bgotta\b/gi, "have to");
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Collapses whitespace and trims punctuation/space at both ends. */
export function tidy(s: string): string {
  return s
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:!?])/g, "$1")
    .replace(/^[\s,.;:!?-]+|[\s,.;:!?-]+$/g, "")
    .trim();
}
