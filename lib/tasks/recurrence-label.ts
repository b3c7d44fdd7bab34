// Says a stored rule in words for chips and pickers ("Every Mon, Thu", "Every 2 weeks",
// "Monthly on the 1st"). Reads only the normalised rules ./recurrence.ts stores, without rrule,
// so task rows can show it in the first JavaScript.

const DAY_NAMES: Record<string, string> = {
  MO: "Mon",
  TU: "Tue",
  WE: "Wed",
  TH: "Thu",
  FR: "Fri",
  SA: "Sat",
  SU: "Sun",
};
const UNITS: Record<string, string> = {
  DAILY: "day",
  WEEKLY: "week",
  MONTHLY: "month",
  YEARLY: "year",
};
const ADVERBS: Record<string, string> = {
  DAILY: "Daily",
  WEEKLY: "Weekly",
  MONTHLY: "Monthly",
  YEARLY: "Yearly",
};
const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR"];

export function ordinal(n: number): string {
  if (n === -1) return "last day";
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? "th"
      : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th");
  return `${n}${suffix}`;
}

function dayWords(byDay: string): string {
  const days = byDay.split(",");
  if (days.length === 5 && WEEKDAYS.every((d) => days.includes(d))) return "weekday";
  return days
    .map((d) => {
      const m = /^([+-]?\d)?([A-Z]{2})$/.exec(d);
      if (!m) return d;
      const name = DAY_NAMES[m[2]!] ?? m[2]!;
      if (!m[1]) return name;
      const n = Number(m[1]);
      return `${n === -1 ? "last" : ordinal(n)} ${name}`;
    })
    .join(", ");
}

export function recurrenceLabel(rule: string | null): string | null {
  if (!rule) return null;
  const parts = Object.fromEntries(rule.split(";").map((p) => p.split("=") as [string, string]));
  const freq = parts.FREQ ?? "";
  const interval = Number(parts.INTERVAL ?? 1);
  const unit = UNITS[freq] ?? "time";
  let text = interval > 1 ? `Every ${interval} ${unit}s` : (ADVERBS[freq] ?? "Repeats");
  if (parts.BYDAY) {
    const days = dayWords(parts.BYDAY);
    text =
      interval > 1
        ? `${text} on ${days}`
        : freq === "WEEKLY" || freq === "DAILY"
          ? `Every ${days}`
          : `${text} on the ${days}`;
  }
  if (parts.BYMONTHDAY)
    text = `${text} on the ${parts.BYMONTHDAY.split(",")
      .map((d) => ordinal(Number(d)))
      .join(", ")}`;
  return text;
}
