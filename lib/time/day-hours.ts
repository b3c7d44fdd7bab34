// The clock times a part of the day stands for ("tomorrow morning", "Saturday evening", "tonight"):
// the user's own in Settings, these by default (issue 47). Read by quick add, kept by settings.

export interface DayHours {
  morning: string;
  afternoon: string;
  evening: string;
  night: string;
}

/** Issue 47: morning 09:00, evening 18:00, night ("tonight") 20:00; the afternoon 14:00. */
export const DEFAULT_DAY_HOURS: DayHours = {
  morning: "09:00",
  afternoon: "14:00",
  evening: "18:00",
  night: "20:00",
};
