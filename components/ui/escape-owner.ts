"use client";
// Escape belongs to the layer that holds the focus. Radix gives it to the newest layer instead
// (DismissableLayer listens on the document and only its top layer answers), and a toast is a layer:
// a toast that appeared while a dialog was open took the dialog's Escape, so the toast closed and
// the dialog with the focus stayed open. The keyboard test caught it (the palette opened as a
// lazily-mounted toast arrived: 3 runs in 8 under load). So a toast declines an Escape pressed in a
// dialog, and the dialog, whose own layer then never heard it, closes itself as the key bubbles up.

const DIALOG = '[role="dialog"], [role="alertdialog"]';
const declined = new WeakSet<Event>();

/** A toast's onEscapeKeyDown: the key is not the toast's when the focus is in a dialog. */
export function declineEscapeInDialog(event: KeyboardEvent) {
  const target = event.target;
  if (target instanceof Element && target.closest(DIALOG)) {
    event.preventDefault(); // the toast stays
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
export function escapeFallback<E extends HTMLElement>(
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
