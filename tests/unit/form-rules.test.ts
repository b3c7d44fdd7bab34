// Every form checks its fields in the browser with the plain rules of lib/<feature>/shapes.ts (no
// zod in the page) and the route checks the payload with a zod schema. Here fast-check proves the
// two agree, field by field: the same fields are refused, each with the same first message.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import {
  AUTH_MESSAGES,
  checkChangePasswordForm,
  checkLogin,
  checkRegisterForm,
  EMAIL_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  REFERRAL_CODE_MAX,
} from "@/lib/auth/shapes";
import { changePasswordSchema, loginSchema, registerPayloadSchema } from "@/lib/auth/schemas";
import { CARD_NAME_MAX, CARD_NUMBER_MAX, checkDemoCard, EXPIRY_MAX } from "@/lib/billing/shapes";
import { demoCardSchema } from "@/lib/billing/schemas";
import { checkJournalForm, JOURNAL_CONTENT_MAX, JOURNAL_TITLE_MAX } from "@/lib/journal/shapes";
import { createJournalSchema } from "@/lib/journal/schemas";
import type { Problems } from "@/lib/forms/plain-resolver";
import { checkNewTaskDescription, TASK_DESCRIPTION_MAX } from "@/lib/tasks/shapes";
import { createTaskSchema } from "@/lib/tasks/schemas";

/** Short junk, strings around a limit, the given good values, and those padded with spaces. */
function text(max: number, good: string[] = []): fc.Arbitrary<string> {
  const goods = good.length
    ? [fc.constantFrom(...good), fc.constantFrom(...good).map((g) => ` ${g}  `)]
    : [];
  return fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom("", " ", "\t\n"),
    fc.string({ minLength: Math.max(0, max - 2), maxLength: max + 3 }),
    fc.nat({ max: 8 }).map((n) => " ".repeat(n) + "x".repeat(Math.max(0, max - n + 1))),
    ...goods,
  );
}

const firstMessages = (schema: ZodType, value: unknown): Record<string, string> => {
  const result = schema.safeParse(value);
  const out: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
};

const ruleMessages = <T>(problems: Problems<T>, fields: string[]): Record<string, string> =>
  Object.fromEntries(
    Object.entries(problems).filter(([k, v]) => v && fields.includes(k)) as [string, string][],
  );

function agree<T>(
  arb: fc.Arbitrary<T>,
  rule: (v: T) => Problems<T>,
  schema: ZodType,
  payload: (v: T) => Record<string, unknown>,
) {
  fc.assert(
    fc.property(arb, (v) => {
      const body = payload(v);
      expect(ruleMessages(rule(v), Object.keys(body)), JSON.stringify(body)).toEqual(
        firstMessages(schema, body),
      );
    }),
    { numRuns: 3000 },
  );
}

const email = fc.oneof(
  text(EMAIL_MAX, ["a@b.co", "name.surname@example.com"]),
  fc.emailAddress(),
  fc.emailAddress().map((e) => `${e}.`),
);
const password = text(PASSWORD_MAX, [
  "secret123",
  "x".repeat(PASSWORD_MIN),
  "x".repeat(PASSWORD_MIN - 1),
]);

describe("form rules agree with the route schemas", () => {
  it("login", () => {
    agree(fc.record({ email, password }), checkLogin, loginSchema, (v) => ({
      email: v.email,
      password: v.password,
    }));
  });

  it("register (the fields it sends)", () => {
    const arb = fc.record({
      email,
      password,
      confirmPassword: password,
      agreeToTerms: fc.boolean(),
      referredByCode: text(REFERRAL_CODE_MAX, ["ABC123"]),
    });
    agree(arb, checkRegisterForm, registerPayloadSchema, (v) => ({
      email: v.email,
      password: v.password,
      referredByCode: v.referredByCode,
    }));
  });

  it("change password (the fields it sends)", () => {
    const arb = fc.record({
      currentPassword: password,
      newPassword: password,
      confirmPassword: password,
    });
    agree(arb, checkChangePasswordForm, changePasswordSchema, (v) => ({
      currentPassword: v.currentPassword,
      newPassword: v.newPassword,
    }));
  });

  it("journal entry", () => {
    const arb = fc.record({
      title: text(JOURNAL_TITLE_MAX, ["Monday"]),
      content: text(JOURNAL_CONTENT_MAX, ["I need to call the bank."]),
      category: fc.constant("health" as const),
    });
    agree(arb, checkJournalForm, createJournalSchema, (v) => ({
      title: v.title,
      content: v.content,
      category: v.category,
    }));
  });

  it("demo card", () => {
    const arb = fc.record({
      cardNumber: text(CARD_NUMBER_MAX, [
        "4242 4242 4242 4242",
        "4242-4242-4242-4241",
        "4000000000000002",
      ]),
      expiry: text(EXPIRY_MAX, ["12/40", " 01 / 30 ", "13/40", "12/20"]),
      cvc: text(5, ["123", "1234", " 123 ", "12"]),
      name: text(CARD_NAME_MAX, ["Ada Lovelace"]),
    });
    agree(arb, checkDemoCard, demoCardSchema, (v) => ({ ...v }));
  });

  it("new task (the dashboard's field)", () => {
    const rule = (v: { description: string }) => {
      const r = checkNewTaskDescription(v.description);
      return { description: r === true ? undefined : r };
    };
    agree(
      fc.record({ description: text(TASK_DESCRIPTION_MAX, ["Go for a run", "abc", "ab"]) }),
      rule,
      createTaskSchema,
      (v) => ({ description: v.description, category: "health" }),
    );
  });

  it("a rule that disagrees fails the check", () => {
    const tooLax = (v: { email: string; password: string }) => ({
      ...checkLogin(v),
      password: undefined,
    });
    expect(() =>
      agree(fc.record({ email, password }), tooLax, loginSchema, (v) => ({ ...v })),
    ).toThrow();
    expect(AUTH_MESSAGES.passwordShort).toMatch(/at least/);
  });
});
