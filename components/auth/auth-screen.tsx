"use client";

import { lazy, Suspense, useState } from "react";
import { Scale } from "@/components/ui/icons";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PRODUCT_NAME, TAGLINE } from "@/lib/brand";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";

// The "Forgot password?" form loads when the link is clicked (it is not in /auth's first JavaScript).
const ForgotForm = lazy(() => import("./forgot-form").then((m) => ({ default: m.ForgotForm })));

/** `next`: where a login lands, already checked to be a path on this site (lib/auth/next-path). */
type Props = { initialTab: "login" | "register"; referralCode: string; next: string };

export function AuthScreen({ initialTab, referralCode, next }: Props) {
  const [tab, setTab] = useState(initialTab);
  const [forgot, setForgot] = useState(false);
  // The e-mail typed on one form is there on the other (login ⇄ forgot password, issue 47).
  const [email, setEmail] = useState("");
  const title = forgot
    ? "Reset your password"
    : tab === "login"
      ? "Welcome back"
      : "Create your account";
  const description = forgot
    ? "Enter your account's email and we'll send you a link to choose a new password."
    : tab === "login"
      ? `Sign in to ${PRODUCT_NAME} to continue.`
      : "Start balancing the eight areas of your life.";
  return (
    <main className="grid min-h-dvh lg:grid-cols-2">
      <div className="flex items-center justify-center p-4 sm:p-8">
        <Card className="w-full max-w-md">
          <CardHeader>
            <CardTitle className="text-2xl">{title}</CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>
            {forgot ? (
              <Suspense fallback={null}>
                <ForgotForm
                  email={email}
                  onBack={(typed) => {
                    setEmail(typed);
                    setForgot(false);
                  }}
                />
              </Suspense>
            ) : (
              <Tabs value={tab} onValueChange={(v) => setTab(v as typeof tab)}>
                <TabsList className="mb-4 grid w-full grid-cols-2">
                  <TabsTrigger value="login">Login</TabsTrigger>
                  <TabsTrigger value="register">Register</TabsTrigger>
                </TabsList>
                <TabsContent value="login">
                  <LoginForm
                    key={email}
                    next={next}
                    email={email}
                    onForgot={(typed) => {
                      setEmail(typed);
                      setForgot(true);
                    }}
                  />
                </TabsContent>
                <TabsContent value="register">
                  <RegisterForm referralCode={referralCode} />
                </TabsContent>
              </Tabs>
            )}
          </CardContent>
        </Card>
      </div>
      <section className="hidden flex-col justify-center gap-6 bg-primary p-12 text-primary-foreground lg:flex">
        <Scale className="size-12" aria-hidden />
        <h1 className="text-4xl font-bold tracking-tight">{PRODUCT_NAME}</h1>
        <p className="text-xl opacity-90">{TAGLINE}</p>
        <ul className="max-w-md list-disc space-y-2 pl-5 opacity-90">
          <li>Sort every task into one of eight life areas, automatically.</li>
          <li>See at a glance how balanced your effort is, and where it should go next.</li>
          <li>Keep a journal per area and turn it into tasks.</li>
          <li>Build vision boards for the life you want.</li>
        </ul>
      </section>
    </main>
  );
}
