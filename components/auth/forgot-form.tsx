"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { Loader2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiJson, serverMessage } from "@/lib/api/client";
import { checkForgotPassword, type ForgotPasswordInput } from "@/lib/auth/shapes";
import { plainResolver } from "@/lib/forms/plain-resolver";
import { TextField } from "@/components/ui/text-field";

/** "Forgot password?": asks for the e-mail and says the same thing whether or not it has an account. */
type Props = {
  /** Back to login, with the e-mail typed here (it carries over, issue 47). */
  onBack: (email: string) => void;
  /** The e-mail typed on the login form. */
  email?: string;
};

export function ForgotForm({ onBack, email: typed = "" }: Props) {
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: plainResolver(checkForgotPassword),
    defaultValues: { email: typed },
  });
  const back = () => onBack(sentTo ?? form.getValues("email").trim());
  const { errors } = form.formState;

  const onSubmit = async ({ email }: ForgotPasswordInput) => {
    setPending(true);
    try {
      const res = await apiJson<{ message: string }>("POST", "/api/password/forgot", {
        email: email.trim(),
      });
      setSentTo(email.trim());
      toast({ title: "Check your email", description: res.message });
    } catch (err) {
      const message = serverMessage(err, "Please try again later.");
      toast({ title: "Could not send the link", description: message, variant: "destructive" });
      // At the field too (issue 47 item 10): focused, and read with it (aria-describedby).
      form.setError("email", { type: "server", message }, { shouldFocus: true });
    } finally {
      setPending(false);
    }
  };

  if (sentTo) {
    return (
      <div className="space-y-4" role="status">
        <p className="text-sm">
          If an account uses <span className="font-medium">{sentTo}</span>, a link to choose a new
          password is on its way. It works once and for 60 minutes.
        </p>
        <Button type="button" variant="outline" className="w-full" onClick={back}>
          Back to login
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} className="space-y-4" noValidate>
      <TextField
        id="forgot-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending && <Loader2 className="animate-spin" aria-hidden />}
        Send reset link
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={back}>
        Back to login
      </Button>
    </form>
  );
}
