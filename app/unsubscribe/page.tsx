import type { Metadata } from "next";
import { UnsubscribeScreen } from "@/components/unsubscribe/unsubscribe-screen";
import { readUnsubscribeToken } from "@/lib/reminders/unsubscribe";

export const metadata: Metadata = {
  title: "Stop reminder e-mails",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The page a reminder e-mail's unsubscribe link opens (GET /api/unsubscribe/<token> sends it
 * here as /unsubscribe?token=…: a path with dots would skip the page's nonce in proxy.ts): it
 * asks first, and its button makes the same one-click POST a mail provider makes.
 */
export default async function UnsubscribePage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const token = ((Array.isArray(raw) ? raw[0] : raw) ?? "").slice(0, 256);
  const valid = readUnsubscribeToken(token) !== null;
  return <UnsubscribeScreen token={valid ? token : null} />;
}
