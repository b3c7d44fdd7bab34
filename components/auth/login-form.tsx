"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { loginSchema, type LoginInput } from "@/lib/auth/schemas";
import { useLogin } from "./use-auth";
import { TextField } from "./text-field";

export function LoginForm() {
  const login = useLogin();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit((values) => login.mutate(values))} className="space-y-4" noValidate>
      <TextField id="login-email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
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
    </form>
  );
}
