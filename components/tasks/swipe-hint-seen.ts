// Whether this device has seen the swipe hint (components/tasks/swipe-hint.tsx), known before the
// first paint: the head script marks <html> from local storage, and CSS shows the server-drawn
// hint only on touch screens without the mark. So the hint is in the first paint or never, and
// nothing moves the list when the page hydrates (docs/decisions/first-paint.md).
export const SWIPE_HINT_SEEN_KEY = "balance.swipe-hint-seen";
export const SWIPE_HINT_SEEN_CLASS = "swipe-hint-seen";

/** For the head's inline script (app/layout.tsx). Storage that cannot be read counts as seen. */
export const SWIPE_HINT_SCRIPT = `(function(){var e=document.documentElement;try{if(localStorage.getItem(${JSON.stringify(SWIPE_HINT_SEEN_KEY)})!==null)e.classList.add(${JSON.stringify(SWIPE_HINT_SEEN_CLASS)})}catch(_){e.classList.add(${JSON.stringify(SWIPE_HINT_SEEN_CLASS)})}})()`;
