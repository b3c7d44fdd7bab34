import type { Metadata } from "next";
import { UnsubscribeScreen } from "@/components/unsubscribe/unsubscribe-screen";
import { readUnsubscribeToken } from "@/lib/mail/unsubscribe";

export const metadata: Metadata = {
  title: "Stop reminder e-mails",
  robots: { index: false, follow: false },
};

type Props = { params: Promise<{ token: string }> };

/**
 * The page a reminder e-mail's unsubscribe link opens (GET /api/unsubscribe/<token> sends it
 * here): it asks first, and its button makes the same one-click POST a mail provider makes.
 */
export default async function UnsubscribePage({ params }: Props) {
  const token = decodeURIComponent((await params).token).slice(0, 256);
  const valid = readUnsubscribeToken(token) !== null;
  return <UnsubscribeScreen token={valid ? token : null} />;
}
