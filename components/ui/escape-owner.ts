"use client";
import { useId } from "react";
// Escape belongs to the layer that holds the focus. Radix gives it to the layer it believes is the
// newest (DismissableLayer listens on the document and only its top layer answers), which went wrong
// twice, both caught by the keyboard browser test under load:
// - a toast is a layer: one that appeared while a dialog was open took the dialog's Escape, so the
//   toast closed and the dialog with the focus stayed open (3 runs in 8);
// - a layer learns it is no longer the top one a few renders after a newer one mounts: an Escape
//   pressed as a dialog opened from the palette went to the palette, still closing, and the new
//   dialog stayed open (radix-ui/primitives#4143 is the same window with two stacked dialogs).
// So a layer declines an Escape pressed in a dialog not its own, and the dialog with the focus,
// whose own layer then never heard it, closes itself as the key bubbles up.

const DIALOG = '[role="dialog"], [role="alertdialog"]';
/** Marks a dialog's content, so a layer knows its own dialog from another (its value: a useId). */
const ESCAPE_OWNER = "data-escape-owner";
const declined = new WeakSet<Event>();

/**
 * A layer's onEscapeKeyDown: the key is not this layer's when it was pressed in a dialog other than
 * `own` (a dialog's ESCAPE_OWNER value; a toast has none, so any dialog's key is not the toast's).
 */
export function declineEscapeFromOtherDialog(event: KeyboardEvent, own?: string) {
  const target = event.target;
  const dialog = target instanceof Element ? target.closest(DIALOG) : null;
  if (dialog && dialog.getAttribute(ESCAPE_OWNER) !== (own ?? null)) {
    event.preventDefault(); // this layer stays
    declined.add(event);
  }
}

/** A dialog's own hidden Close (`data-escape-close`), for when it shows no close button. */
export const escapeCloser = (content: HTMLElement) =>
  content.querySelector<HTMLElement>(":scope > [data-escape-close]");

/**
 * For a dialog's content: `onKeyDown` closes it (clicks what `closer` finds: a Close or Cancel of
 * its kind, which a pending action disables) on an Escape that nothing above took. Its own layer
 * prevents the key when it closes the dialog, and so does a menu or a nested dialog that closed.
 */
function escapeFallback<E extends HTMLElement>(
  closer: (content: E) => HTMLElement | null | undefined,
  onKeyDown?: React.KeyboardEventHandler<E>,
): React.KeyboardEventHandler<E> {
  return (event) => {
    onKeyDown?.(event);
    const key = event.nativeEvent;
    if (event.key !== "Escape" || (key.defaultPrevented && !declined.has(key))) return;
    declined.delete(key);
    key.preventDefault();
    event.stopPropagation(); // an outer dialog stays open
    closer(event.currentTarget)?.click();
  };
}

/**
 * A dialog content's props for all of the above: its owner mark, its layer declining another
 * dialog's Escape, and closing on one that reached it unclaimed (`closer` finds what to click).
 */
export function useEscapeOwner<E extends HTMLElement>(
  closer: (content: E) => HTMLElement | null | undefined,
  props: {
    onKeyDown?: React.KeyboardEventHandler<E>;
    onEscapeKeyDown?: (event: KeyboardEvent) => void;
  },
) {
  const own = useId();
  return {
    [ESCAPE_OWNER]: own,
    onEscapeKeyDown: (event: KeyboardEvent) => {
      props.onEscapeKeyDown?.(event);
      if (!event.defaultPrevented) declineEscapeFromOtherDialog(event, own);
    },
    onKeyDown: escapeFallback(closer, props.onKeyDown),
  };
}
