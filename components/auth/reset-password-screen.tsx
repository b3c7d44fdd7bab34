"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { Loader2, Scale } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { AppLink } from "@/components/ui/app-link";
import { apiJson, serverMessage } from "@/lib/api/client";
import { checkResetPasswordForm, type ResetPasswordFormInput } from "@/lib/auth/shapes";
import { plainResolver } from "@/lib/forms/plain-resolver";
import { PRODUCT_NAME } from "@/lib/brand";
import { TextField } from "@/components/ui/text-field";

/** Choose a new password from an e-mailed link; every session of the account ends with it. */
export function ResetPasswordScreen({ token }: { token: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const form = useForm<ResetPasswordFormInput>({
    resolver: plainResolver(checkResetPasswordForm),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  const onSubmit = async ({ password }: ResetPasswordFormInput) => {
    setPending(true);
    try {
      await apiJson("POST", "/api/password/reset", { token, password });
      toast({ title: "Password changed", description: "Sign in with your new password." });
      router.replace("/auth");
    } catch (err) {
      const message = serverMessage(err, "Please try again later.");
      toast({ title: "Reset failed", description: message, variant: "destructive" });
      // At the field too (issue 47 item 10): focused, and read with it (aria-describedby).
      form.setError("password", { type: "server", message }, { shouldFocus: true });
      setPending(false);
    }
  };

  return (
    <main className="flex min-h-dvh items-center justify-center p-4 sm:p-8">
      <Card className="w-full max-w-md">
        <CardHeader>
          <Scale className="mb-2 size-8 text-primary" aria-hidden />
          <CardTitle className="text-2xl">Choose a new password</CardTitle>
          <CardDescription>
            {token
              ? `Your ${PRODUCT_NAME} account gets this password, and every device signed in to it is signed out.`
              : "This reset link is invalid or has expired."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {token ? (
            <form
              onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}
              className="space-y-4"
              noValidate
            >
              <TextField
                id="reset-password"
                label="New password"
                type="password"
                autoComplete="new-password"
                error={errors.password?.message}
                {...form.register("password")}
              />
              <TextField
                id="reset-confirm-password"
                label="Confirm new password"
                type="password"
                autoComplete="new-password"
                error={errors.confirmPassword?.message}
                {...form.register("confirmPassword")}
              />
              <Button type="submit" className="w-full" disabled={pending}>
                {pending && <Loader2 className="animate-spin" aria-hidden />}
                Set new password
              </Button>
            </form>
          ) : null}
          <p className="mt-4 text-center text-sm">
            <AppLink href="/auth" className="text-primary underline-offset-4 hover:underline">
              Back to login
            </AppLink>
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
