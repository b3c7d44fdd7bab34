// Friday to Monday, until it is done: the weekly review, one tap from the dashboard.
import { CalendarDays } from "@/components/ui/icons";
import { AppLink } from "@/components/ui/app-link";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { shortDate } from "@/lib/time/day-labels";

export function ReviewInvite({ weekStart }: { weekStart: string }) {
  return (
    <Card className="border-primary/40 bg-primary/5" data-testid="review-invite">
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-start gap-3">
          <CalendarDays className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <div>
            <p className="font-medium">Time for your weekly review</p>
            <p className="text-sm text-muted-foreground">
              Look back at the week of {shortDate(weekStart, weekStart)} and choose where next
              week&rsquo;s effort goes. About five minutes.
            </p>
          </div>
        </div>
        <Button asChild size="sm">
          <AppLink href="/review">Start review</AppLink>
        </Button>
      </CardContent>
    </Card>
  );
}
