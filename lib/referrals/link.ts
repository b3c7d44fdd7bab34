/** The sign-up link that carries a referral code (Refer & Earn, and invitation e-mails). */
export const referralLink = (origin: string, code: string) =>
  `${origin}/auth?tab=register&referralCode=${encodeURIComponent(code)}`;
