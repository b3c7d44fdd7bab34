"use client";

import { lazy, Suspense } from "react";
import { KeyRound } from "@/components/ui/icons";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAfterIdle } from "@/components/ui/deferred-loading";

// The form (and react-hook-form with it) is below the fold: it loads once the page is idle.
const ChangePasswordForm = lazy(() =>
  import("./change-password-form").then((m) => ({ default: m.ChangePasswordForm })),
);

export function ChangePasswordCard() {
  const ready = useAfterIdle();
  const placeholder = <Skeleton className="h-[19.5rem] w-full" />;
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden />
          Change Password
        </CardTitle>
        <CardDescription>
          Changing your password signs you out on every other device.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {ready ? (
          <Suspense fallback={placeholder}>
            <ChangePasswordForm />
          </Suspense>
        ) : (
          placeholder
        )}
      </CardContent>
    </Card>
  );
}
