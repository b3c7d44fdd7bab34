"use client";

import { useForm } from "react-hook-form";
import { Loader2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { checkLogin, type LoginInput } from "@/lib/auth/shapes";
import { plainResolver } from "@/lib/forms/plain-resolver";
import { useLogin } from "./use-sign-in";
import { TextField } from "@/components/ui/text-field";

type Props = {
  next?: string;
  /** "Forgot password?", given the e-mail typed so far (it carries over, issue 47). */
  onForgot?: (email: string) => void;
  /** The e-mail to start with (typed on the forgot-password form and brought back). */
  email?: string;
};

export function LoginForm({ next = "/", onForgot, email = "" }: Props) {
  const login = useLogin(next);
  const form = useForm<LoginInput>({
    resolver: plainResolver(checkLogin),
    defaultValues: { email, password: "" },
  });
  const { errors } = form.formState;
  // A refusal shows at the field it concerns (issue 47 item 10): an address the server names at
  // the e-mail, wrong credentials and "too many attempts" at the password; the field gets the
  // focus and reads the message (aria-describedby). The toast stays (spec §8).
  const failedAt = (message: string) =>
    form.setError(
      /e-?mail/i.test(message) && !/password/i.test(message) ? "email" : "password",
      { type: "server", message },
      { shouldFocus: true },
    );

  return (
    <form
      onSubmit={(e) => void form.handleSubmit((values) => login.mutate(values, failedAt))(e)}
      className="space-y-4"
      noValidate
    >
      <TextField
        id="login-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending && <Loader2 className="animate-spin" aria-hidden />}
        Login
      </Button>
      {onForgot && (
        <Button
          type="button"
          variant="link"
          className="h-auto w-full p-0 text-sm"
          onClick={() => onForgot(form.getValues("email").trim())}
        >
          Forgot password?
        </Button>
      )}
    </form>
  );
}
