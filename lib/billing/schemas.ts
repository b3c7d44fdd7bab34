// Payloads of the billing calls, shared by the payment forms and the routes.
import { z } from "zod";

const digits = (s: string) => s.replace(/[\s-]/g, "");

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

/** The demo provider's card form: checked like a real one, never charged. */
export const demoCardSchema = z.strictObject({
  cardNumber: z
    .string()
    .max(30, "Your card number is invalid.")
    .transform(digits)
    .refine(luhnValid, "Your card number is invalid."),
  expiry: z
    .string()
    .max(10, "Enter the expiry date as MM/YY")
    .regex(/^\s*(0[1-9]|1[0-2])\s*\/\s*\d{2}\s*$/, "Enter the expiry date as MM/YY")
    .refine((v) => expiryValid(v), "Your card's expiration date is in the past."),
  cvc: z.string().trim().regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
  name: z.string().trim().min(1, "Enter the name on the card").max(100, "The name is too long"),
});
export type DemoCardInput = z.input<typeof demoCardSchema>;

export const demoConfirmSchema = z.strictObject({
  clientSecret: z.string().min(1).max(200),
  card: demoCardSchema,
});
export type DemoConfirmInput = z.input<typeof demoConfirmSchema>;
