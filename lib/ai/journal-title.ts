// Spec §8 journal title rule, pure and dependency-free so the browser's fallback and the local
// engine share it: the first 5 words (trailing commas dropped); over 50 characters → the first 47
// plus "..."; under 3 characters → "Journal Entry".
export function journalTitle(transcript: string): string {
  const words = transcript.replace(/\s+/g, " ").trim().split(" ").filter(Boolean).slice(0, 5);
  let title = words.join(" ").replace(/[,;:]+$/, "");
  if (title.length > 50) title = `${title.slice(0, 47)}...`;
  return title.length < 3 ? "Journal Entry" : title;
}
