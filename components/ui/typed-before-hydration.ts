"use client";

import { useEffect, type RefObject } from "react";

/**
 * Takes into a controlled field's state the words typed into the server's HTML before the page's
 * scripts ran. React keeps what the element holds while it hydrates, but the state starts from
 * the server's value (empty), so a submit would find nothing and the next render would wipe the
 * words (docs/decisions/first-paint.md). For fields whose first state is empty; a field mounted
 * on the client holds its state's value already, and this does nothing.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  take: (typed: string) => void,
) {
  useEffect(() => {
    const typed = field.current?.value;
    if (typed) take(typed);
    // Once, at hydration: later the field's own change events keep the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
