"use client";

import { useLinkStatus } from "next/link";
import { Loader2, type LucideIcon } from "lucide-react";

/**
 * A header link's icon, replaced by a spinner while the link's page loads. This is the feedback
 * during navigation; a route-level loading.tsx would also stand in for the content on the first,
 * server-rendered load and delay the real content's paint.
 */
export function NavIcon({ icon: Icon }: { icon: LucideIcon }) {
  const { pending } = useLinkStatus();
  return pending ? <Loader2 className="animate-spin" aria-hidden /> : <Icon aria-hidden />;
}
