"use client";

import { useForm } from "react-hook-form";
import { Loader2 } from "@/components/ui/icons";
import { ApiRequestError, apiJson, serverMessage } from "@/lib/api/client";
import { checkChangePasswordForm, type ChangePasswordFormInput } from "@/lib/auth/shapes";
import { plainResolver } from "@/lib/forms/plain-resolver";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";

type FormInput = ChangePasswordFormInput;

/** The Change Password form (react-hook-form); loaded when its card nears the screen. */
export function ChangePasswordForm() {
  const form = useForm<FormInput>({
    resolver: plainResolver(checkChangePasswordForm),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const change = async ({ currentPassword, newPassword }: FormInput) => {
    try {
      await apiJson<{ message: string }>("POST", "/api/account/password", {
        currentPassword,
        newPassword,
      });
      form.reset();
      toast({ title: "Password changed", description: "You've been signed out everywhere else." });
    } catch (err) {
      // A field the server named (wrong current password, same password) shows on that field.
      const field = err instanceof ApiRequestError ? err.body?.field : undefined;
      if (field === "currentPassword" || field === "newPassword") {
        form.setError(field, { message: serverMessage(err, "Please check this field") });
        return;
      }
      toast({
        title: "Failed to change password",
        description: serverMessage(err, "Please try again later."),
        variant: "destructive",
      });
    }
  };

  return (
    <form
      onSubmit={(e) => void form.handleSubmit(change)(e)}
      className="space-y-4"
      noValidate
      aria-label="Change password"
    >
      <TextField
        id="current-password"
        label="Current Password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register("currentPassword")}
      />
      <TextField
        id="new-password"
        label="New Password"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...form.register("newPassword")}
      />
      <TextField
        id="confirm-new-password"
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting && <Loader2 className="animate-spin" aria-hidden />}
        {isSubmitting ? "Changing..." : "Change Password"}
      </Button>
    </form>
  );
}
