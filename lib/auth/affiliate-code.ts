import "server-only";
import { randomInt } from "node:crypto";

// No 0/O, 1/I/L, 5/S, 8/B: a code read aloud or copied by hand is hard to get wrong.
const ALPHABET = "ACDEFGHJKMNPQRTUVWXY234679";
const AFFILIATE_CODE_LENGTH = 8;

export function newAffiliateCode(): string {
  let code = "";
  for (let i = 0; i < AFFILIATE_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Users type codes by hand: accept lower case, spaces and dashes. */
export function normalizeAffiliateCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, "");
}
