// A task's title and a checklist item's text are one line: rows, notifications, e-mail subjects
// and calendar SUMMARYs show them as one (issue 41: a pasted title with line breaks broke the
// feed's lines and the row). Line breaks, with the spaces around them, fold into one space.
// Browser-safe: the forms' schemas use it too.
export const foldLineBreaks = (text: string) =>
  text.replace(/[^\S\r\n\u2028\u2029\u0085]*[\r\n\u2028\u2029\u0085]+\s*/g, " ");
