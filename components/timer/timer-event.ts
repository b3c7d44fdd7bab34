// The window event every start or stop of the focus timer sends: the header's clock and the task
// list (actual minutes) read again. A file of its own, so listeners carry none of the timer's code.
export const TIMER_CHANGED = "balance:timer-changed";
