// A react-hook-form resolver from a plain check function. The browser validates forms with the
// zod-free rules beside each feature (lib/<feature>/shapes.ts); the routes' zod schemas use the same
// rules and messages, so both sides agree without shipping zod (~30 kB gzip) to every screen.
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";

/** At most one message per field; a field without a message is valid. */
export type Problems<T> = Partial<Record<Extract<keyof T, string>, string>>;

export function plainResolver<T extends FieldValues>(
  check: (values: T) => Problems<T>,
): Resolver<T> {
  return async (values) => {
    const problems = check(values);
    const fields = Object.keys(problems).filter((k) => problems[k as keyof Problems<T>]);
    if (fields.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      fields.map((field) => [
        field,
        { type: "validate", message: problems[field as keyof Problems<T>] },
      ]),
    );
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
