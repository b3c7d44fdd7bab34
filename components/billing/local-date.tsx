"use client";

/** A date in the reader's own time zone. The server renders it in its zone first, so the text may
 * change on hydration; that one difference is expected. */
export function LocalDate({ iso, className }: { iso: string; className?: string }) {
  const text = new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
  return (
    <time dateTime={iso} className={className} suppressHydrationWarning>
      {text}
    </time>
  );
}

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
