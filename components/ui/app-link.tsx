"use client";

import { useTransition, type ComponentProps, type MouseEvent, type ReactNode } from "react";
import { useRouter } from "next/navigation";

type Props = Omit<ComponentProps<"a">, "href"> & {
  href: string;
  /** Shown before the children; replaced by `pendingIcon` while the next page loads. */
  icon?: ReactNode;
  pendingIcon?: ReactNode;
};

/** A click the browser should handle itself: new tab or window, download, or another button. */
const leaveToBrowser = (e: MouseEvent<HTMLAnchorElement>) =>
  e.defaultPrevented ||
  e.button !== 0 ||
  e.metaKey ||
  e.ctrlKey ||
  e.shiftKey ||
  e.altKey ||
  Boolean(e.currentTarget.target);

/**
 * An in-app link: a real <a> (works before hydration, in a new tab, for crawlers) whose plain
 * clicks navigate with the App Router, as next/link does. next/link brings code to every page
 * for features we don't use (URL objects, viewport prefetching, locale handling; sizes:
 * docs/decisions/own-primitives.md); the router itself is part of every page
 * already. The next page is prefetched when someone reaches for the link, and the icon turns into
 * a spinner until that page has rendered.
 */
export function AppLink({ href, icon, pendingIcon, onClick, children, ...props }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const prefetch = () => router.prefetch(href);
  return (
    <a
      {...props}
      href={href}
      aria-busy={pending || undefined}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
      onClick={(e) => {
        onClick?.(e);
        if (leaveToBrowser(e)) return;
        e.preventDefault();
        startTransition(() => router.push(href));
      }}
    >
      {pending && pendingIcon ? pendingIcon : icon}
      {children}
    </a>
  );
}
