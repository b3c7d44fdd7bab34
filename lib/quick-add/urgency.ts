// Quick add's urgency words (spec §8) and the set-off markers it cuts from either end of a task.
// Pure and isomorphic, like the rest of lib/quick-add/.

/** Spec §8 urgency words: any of them makes the task a priority. */
export const URGENCY =
  /\b(?:urgent(?:ly)?|important|priority|asap|a\.s\.a\.p\.?|critical(?:ly)?|immediately)(?![\w-])|!{2,}/i;
const MARKER = String.raw`(?:urgent(?:ly)?|asap|a\.s\.a\.p\.?|important|(?:high|top)[- ]priority|priority|critical|immediately)`;
/** A marker at the end: set off by punctuation or brackets, or a bare "asap"/"urgent" last word; or "!!". */
export const TRAILING_MARKER = new RegExp(
  String.raw`(?:(?:\s*[,;:]\s*|\s+[-–—]+\s*|\s*[([]\s*)(?:(?:it\s+is|it'?s|this\s+is)\s+)?(?:(?:very|really|super)\s+)?${MARKER}\s*[)\]]?|\s+(?:asap|a\.s\.a\.p\.?|urgent(?:ly)?|immediately))[\s!.]*$|\s*!{2,}\s*$`,
  "i",
);
/** A marker at the start: "URGENT: …", "Urgent - …", "(important) …", "!! …". */
export const LEADING_MARKER = new RegExp(
  String.raw`^\s*(?:[([]\s*${MARKER}\s*[)\]]\s*[:\-–—]*|${MARKER}(?:\s*:|\s+[-–—]+|!+)|!{2,})\s+`,
  "i",
);
