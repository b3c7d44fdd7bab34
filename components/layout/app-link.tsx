"use client";

import Link, { useLinkStatus } from "next/link";
import type { ComponentProps, ReactNode } from "react";

type Props = Omit<ComponentProps<typeof Link>, "href"> & {
  href: string;
  /** Shown before the children; replaced by `pendingIcon` while the next page loads. */
  icon?: ReactNode;
  pendingIcon?: ReactNode;
};

/** The link's icon, or the spinner while the page it leads to is loading (next/link's own status). */
function LinkIcon({ icon, pendingIcon }: { icon?: ReactNode; pendingIcon?: ReactNode }) {
  const { pending } = useLinkStatus();
  return <>{pending && pendingIcon ? pendingIcon : icon}</>;
}

/**
 * An in-app link: next/link (viewport prefetch, `replace`, `scroll`, modified clicks left to the
 * browser) with an optional icon that turns into a spinner until the next page has rendered.
 * The page-weight test (npm run test:page-weight) keeps its cost inside every page's budget.
 */
export function AppLink({ href, icon, pendingIcon, children, ...props }: Props) {
  return (
    <Link {...props} href={href}>
      {icon || pendingIcon ? <LinkIcon icon={icon} pendingIcon={pendingIcon} /> : null}
      {children}
    </Link>
  );
}
