"use client";

import { AlertTriangle, RefreshCw } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/** A signed-in page that could not load (for example the database is briefly unreachable). */
export default function SignedInError({ reset }: { error: Error; reset: () => void }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4">
          <div className="flex items-center gap-2">
            <AlertTriangle className="size-6 text-destructive" aria-hidden />
            <h1 className="text-xl font-semibold">We couldn&apos;t load this page</h1>
          </div>
          <p className="text-sm text-muted-foreground">
            Your data is safe. The service is temporarily unavailable; please try again in a moment.
          </p>
          <Button type="button" onClick={() => reset()}>
            <RefreshCw aria-hidden />
            Try again
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
