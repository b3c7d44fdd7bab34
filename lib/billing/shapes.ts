// The demo provider's card checks without zod: the payment form runs them in the browser and
// lib/billing/schemas.ts builds the confirm route's schema from the same functions and messages.
import type { Problems } from "@/lib/forms/plain-resolver";

export type DemoCardInput = { name: string; cardNumber: string; expiry: string; cvc: string };

export const CARD_MESSAGES = {
  number: "Your card number is invalid.",
  expiryFormat: "Enter the expiry date as MM/YY",
  expired: "Your card's expiration date is in the past.",
  cvc: "Your card's security code is incomplete.",
  name: "Enter the name on the card",
  nameLong: "The name is too long",
} as const;

export const CARD_NUMBER_MAX = 30;
export const EXPIRY_MAX = 10;
export const CARD_NAME_MAX = 100;
export const EXPIRY_PATTERN = /^\s*(0[1-9]|1[0-2])\s*\/\s*\d{2}\s*$/;
export const CVC_PATTERN = /^\d{3,4}$/;

/** Spaces and dashes people type between the groups of digits. */
export const cardDigits = (s: string) => s.replace(/[\s-]/g, "");

/** The Luhn checksum every real card number passes. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "MM/YY" still valid this month (cards expire at the end of their month). */
export function expiryValid(expiry: string, now = new Date()): boolean {
  const m = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!m) return false;
  const endOfMonth = new Date(Date.UTC(2000 + Number(m[2]), Number(m[1]), 1));
  return endOfMonth > now;
}

export function checkDemoCard(v: DemoCardInput): Problems<DemoCardInput> {
  const name = v.name.trim();
  return {
    cardNumber:
      v.cardNumber.length > CARD_NUMBER_MAX || !luhnValid(cardDigits(v.cardNumber))
        ? CARD_MESSAGES.number
        : undefined,
    expiry:
      v.expiry.length > EXPIRY_MAX || !EXPIRY_PATTERN.test(v.expiry)
        ? CARD_MESSAGES.expiryFormat
        : !expiryValid(v.expiry)
          ? CARD_MESSAGES.expired
          : undefined,
    cvc: !CVC_PATTERN.test(v.cvc.trim()) ? CARD_MESSAGES.cvc : undefined,
    name:
      name.length === 0
        ? CARD_MESSAGES.name
        : name.length > CARD_NAME_MAX
          ? CARD_MESSAGES.nameLong
          : undefined,
  };
}
