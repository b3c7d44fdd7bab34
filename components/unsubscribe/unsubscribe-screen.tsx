"use client";

import { useState } from "react";
import { Loader2, Scale } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AppLink } from "@/components/ui/app-link";
import { apiJson, serverMessage } from "@/lib/api/client";

type State =
  | { step: "ask" }
  | { step: "pending" }
  | { step: "done"; message: string }
  | {
      step: "failed";
      message: string;
    };

/** Asks before turning the daily reminder e-mail off (a link scanner must not do it by opening the page). */
export function UnsubscribeScreen({ token }: { token: string | null }) {
  const [state, setState] = useState<State>({ step: "ask" });

  const confirm = async () => {
    if (!token) return;
    setState({ step: "pending" });
    try {
      const { message } = await apiJson<{ message: string }>(
        "POST",
        `/api/unsubscribe/${encodeURIComponent(token)}`,
      );
      setState({ step: "done", message });
    } catch (err) {
      setState({ step: "failed", message: serverMessage(err, "Please try again later.") });
    }
  };

  return (
    <main className="flex min-h-dvh items-center justify-center p-4 sm:p-8">
      <Card className="w-full max-w-md">
        <CardHeader>
          <Scale className="mb-2 size-8 text-primary" aria-hidden />
          <CardTitle className="text-2xl">
            <h1>Stop reminder e-mails</h1>
          </CardTitle>
          <CardDescription>
            {token
              ? "Turn off the daily e-mail with your tasks due today and overdue?"
              : "This unsubscribe link is not valid. You can turn reminder e-mails off in Settings."}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {token && state.step !== "done" && (
            <Button
              type="button"
              className="w-full"
              disabled={state.step === "pending"}
              onClick={() => void confirm()}
            >
              {state.step === "pending" && <Loader2 className="animate-spin" aria-hidden />}
              Turn off reminder e-mails
            </Button>
          )}
          <p role="status" className="text-sm" data-testid="unsubscribe-result">
            {state.step === "done" || state.step === "failed" ? state.message : ""}
          </p>
          <p className="text-sm text-muted-foreground">
            <AppLink href="/settings" className="underline underline-offset-4">
              Open Settings
            </AppLink>
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
