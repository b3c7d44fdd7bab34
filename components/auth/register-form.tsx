"use client";

import { lazy, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Loader2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { checkRegisterForm, type RegisterFormInput } from "@/lib/auth/shapes";
import { plainResolver } from "@/lib/forms/plain-resolver";
import { useRegister } from "./use-sign-in";
import { TextField } from "@/components/ui/text-field";
import { MountWhen } from "@/components/ui/mount-when";
import type { LegalTab } from "./legal-dialog";

// The Terms and Privacy texts and their dialog load when a link is first clicked.
const LegalDialog = lazy(() => import("./legal-dialog").then((m) => ({ default: m.LegalDialog })));

export function RegisterForm({ referralCode }: { referralCode: string }) {
  const register = useRegister();
  const [legalTab, setLegalTab] = useState<LegalTab | null>(null);
  const form = useForm<RegisterFormInput>({
    resolver: plainResolver(checkRegisterForm),
    defaultValues: {
      email: "",
      password: "",
      confirmPassword: "",
      referredByCode: referralCode,
      agreeToTerms: false,
    },
  });
  const { errors } = form.formState;

  // confirmPassword and the agreement are checked here and never sent (spec §5).
  const onSubmit = ({ email, password, referredByCode }: RegisterFormInput) =>
    void register.mutate({ email, password, referredByCode: referredByCode?.trim() || undefined });

  return (
    <form onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} className="space-y-4" noValidate>
      <TextField
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <TextField
        id="register-confirm-password"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <TextField
        id="register-referral"
        label="Referral Code (optional)"
        autoComplete="off"
        hint="Got a code from a friend? You both get a free premium month."
        error={errors.referredByCode?.message}
        {...form.register("referredByCode")}
      />
      <div className="space-y-2">
        <div className="flex items-start gap-2">
          <Controller
            control={form.control}
            name="agreeToTerms"
            render={({ field }) => (
              <Checkbox
                id="register-agree"
                checked={field.value}
                onCheckedChange={field.onChange}
                aria-invalid={errors.agreeToTerms ? true : undefined}
                aria-describedby={errors.agreeToTerms ? "register-agree-error" : undefined}
              />
            )}
          />
          <Label htmlFor="register-agree" className="inline text-sm leading-snug font-normal">
            I agree to the{" "}
            <button
              type="button"
              className="font-medium text-primary underline underline-offset-2"
              onClick={() => setLegalTab("terms")}
            >
              Terms of Service
            </button>{" "}
            and{" "}
            <button
              type="button"
              className="font-medium text-primary underline underline-offset-2"
              onClick={() => setLegalTab("privacy")}
            >
              Privacy Policy
            </button>
          </Label>
        </div>
        {errors.agreeToTerms && (
          <p id="register-agree-error" className="text-sm font-medium text-destructive">
            {errors.agreeToTerms.message}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={register.isPending}>
        {register.isPending && <Loader2 className="animate-spin" aria-hidden />}
        Register
      </Button>
      <MountWhen when={legalTab !== null}>
        <LegalDialog tab={legalTab} onTabChange={setLegalTab} />
      </MountWhen>
    </form>
  );
}
