import type { Metadata } from "next";
import { requireUserId } from "@/lib/auth/session";
import { loadOrNull } from "@/lib/api/load-or-null";
import { insightsHistory } from "@/lib/insights/history";
import { HISTORY_WEEKS_DEFAULT } from "@/lib/insights/schemas";
import { getSettings } from "@/lib/settings/data";
import { namesInForce } from "@/lib/settings/shapes";
import { InsightsScreen } from "@/components/insights/insights-screen";
import { listCheckins } from "@/lib/checkins/data";
import { addDays } from "@/lib/time/days";
import { todayIn } from "@/lib/time/clock";

/** How far back Insights shows satisfaction. */
const CHECKIN_HISTORY_DAYS = 366;

export const metadata: Metadata = { title: "Insights" };

export default async function InsightsPage() {
  const userId = await requireUserId();
  const [history, settings] = await Promise.all([
    loadOrNull("the balance history", insightsHistory(userId, HISTORY_WEEKS_DEFAULT)),
    loadOrNull("the settings", getSettings(userId)),
  ]);
  // The last year's check-ins (issue 45), beside each area's share of time over the weeks shown.
  const today = todayIn(settings?.timeZone ?? "UTC");
  const checkins = await loadOrNull(
    "the check-ins",
    listCheckins(userId, { from: addDays(today, -CHECKIN_HISTORY_DAYS) }),
  );
  return (
    <InsightsScreen
      weeks={history?.weeks ?? null}
      ideal={settings?.categoryPercentages ?? null}
      names={namesInForce(settings) ?? {}}
      by={settings?.balanceBy ?? "time"}
      checkins={checkins}
      today={today}
    />
  );
}
