"use client";

import { useForm } from "react-hook-form";
import { Loader2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { checkLogin, type LoginInput } from "@/lib/auth/rules";
import { plainResolver } from "@/lib/forms/plain-resolver";
import { useLogin } from "./use-sign-in";
import { TextField } from "@/components/ui/text-field";

export function LoginForm({ next = "/", onForgot }: { next?: string; onForgot?: () => void }) {
  const login = useLogin(next);
  const form = useForm<LoginInput>({
    resolver: plainResolver(checkLogin),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;

  return (
    <form
      onSubmit={(e) => void form.handleSubmit((values) => login.mutate(values))(e)}
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
          onClick={onForgot}
        >
          Forgot password?
        </Button>
      )}
    </form>
  );
}
