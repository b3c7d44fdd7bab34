// Copy and share for the referral link. The clipboard API needs a secure context; the old
// execCommand path covers plain-HTTP deployments.
import { PRODUCT_NAME } from "@/lib/brand";

export { referralLink } from "@/lib/referrals/link";

const shareText = (code: string) =>
  `Join ${PRODUCT_NAME} and get a free premium month! Use my referral code: ${code}`;

export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error("Copy is not available in this browser");
}

/** "shared", "copied" when the share facility is missing, or "dismissed" when the user backed out. */
export async function shareLink(
  link: string,
  code: string,
): Promise<"shared" | "copied" | "dismissed"> {
  if (typeof navigator.share !== "function") {
    await copyText(link);
    return "copied";
  }
  try {
    await navigator.share({ title: PRODUCT_NAME, text: shareText(code), url: link });
    return "shared";
  } catch (err) {
    // Spec §8: a failed share is only logged.
    console.warn("Share failed:", err);
    return "dismissed";
  }
}
