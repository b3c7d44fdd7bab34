// Payloads of the billing calls, built from the card rules the payment form checks (./shapes.ts).
import { z } from "zod";
import {
  CARD_MESSAGES as M,
  CARD_NAME_MAX,
  CARD_NUMBER_MAX,
  CVC_PATTERN,
  EXPIRY_MAX,
  EXPIRY_PATTERN,
  cardDigits,
  expiryValid,
  luhnValid,
} from "./shapes";

export { expiryValid, luhnValid } from "./shapes";

/** The demo provider's card form: checked like a real one, never charged. */
export const demoCardSchema = z.strictObject({
  cardNumber: z
    .string()
    .max(CARD_NUMBER_MAX, M.number)
    .transform(cardDigits)
    .refine(luhnValid, M.number),
  expiry: z
    .string()
    .max(EXPIRY_MAX, M.expiryFormat)
    .regex(EXPIRY_PATTERN, M.expiryFormat)
    .refine((v) => expiryValid(v), M.expired),
  cvc: z.string().trim().regex(CVC_PATTERN, M.cvc),
  name: z.string().trim().min(1, M.name).max(CARD_NAME_MAX, M.nameLong),
});

export const demoConfirmSchema = z.strictObject({
  clientSecret: z.string().min(1).max(200),
  card: demoCardSchema,
});
