import type { Metadata } from "next";
import { requireUserId } from "@/lib/auth/session";
import { loadOrNull } from "@/lib/api/load-or-null";
import { insightsHistory } from "@/lib/insights/history";
import { HISTORY_WEEKS_DEFAULT } from "@/lib/insights/schemas";
import { getSettings } from "@/lib/settings/settings";
import { namesInForce } from "@/lib/settings/rules";
import { InsightsScreen } from "@/components/insights/insights-screen";
import { listCheckins } from "@/lib/checkins/data";
import { todayIn } from "@/lib/tasks/due-dates";

export const metadata: Metadata = { title: "Insights" };

export default async function InsightsPage() {
  const userId = await requireUserId();
  const [history, settings] = await Promise.all([
    loadOrNull("the balance history", insightsHistory(userId, HISTORY_WEEKS_DEFAULT)),
    loadOrNull("the settings", getSettings(userId)),
  ]);
  // The check-ins over the weeks shown (issue 45), beside each area's share of time.
  const from = history?.weeks[0]?.weekStart;
  const checkins = await loadOrNull("the check-ins", listCheckins(userId, { from }));
  return (
    <InsightsScreen
      weeks={history?.weeks ?? null}
      ideal={settings?.categoryPercentages ?? null}
      names={namesInForce(settings) ?? {}}
      by={settings?.balanceBy ?? "time"}
      checkins={checkins}
      today={todayIn(settings?.timeZone ?? "UTC")}
    />
  );
}
