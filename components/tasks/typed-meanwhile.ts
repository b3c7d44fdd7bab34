/**
 * What the new-task field should hold once an add has been answered: the words typed while it
 * was on its way, without the ones that were sent. The field keeps the sent words until the
 * answer, so the next task typed as the row appeared lands after them ("Water the plants" then
 * "Pack for the trip" read "Water the plantsPack for the trip", and a second Enter added that).
 * Words typed anywhere else (the field cleared or edited first) are kept whole.
 */
export function typedAfter(sent: string, now: string): string {
  return now.startsWith(sent) ? now.slice(sent.length).trimStart() : now;
}
