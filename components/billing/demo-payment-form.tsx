"use client";

import { useForm } from "react-hook-form";
import { FlaskConical, Loader2 } from "@/components/ui/icons";
import { apiJson, serverMessage } from "@/lib/api/client";
import { checkDemoCard, type DemoCardInput } from "@/lib/billing/shapes";
import { plainResolver } from "@/lib/forms/plain-resolver";
import { PREMIUM_PRICE_LABEL } from "@/lib/billing/plans";
import type { SubscriptionDto } from "@/lib/billing/status";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { PaymentOutcome } from "./payment-outcome";

type Props = {
  clientSecret: string;
  onOutcome: (o: PaymentOutcome) => void;
  onCancel: () => void;
  /** The first charge comes later (free referral months first): nothing is paid today. */
  later?: boolean;
};

/** The demo provider's card form: checked like a real one, confirmed on the server, never charged. */
export function DemoPaymentForm({ clientSecret, onOutcome, onCancel, later = false }: Props) {
  const form = useForm<DemoCardInput>({
    resolver: plainResolver(checkDemoCard),
    defaultValues: { name: "", cardNumber: "", expiry: "", cvc: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const confirm = async (card: DemoCardInput) => {
    try {
      await apiJson<SubscriptionDto>("POST", "/api/billing/demo/confirm", { clientSecret, card });
      onOutcome({ kind: "paid" });
    } catch (err) {
      onOutcome({
        kind: "failed",
        message: serverMessage(err, "There was a problem with your payment"),
      });
    }
  };

  return (
    <form
      onSubmit={(e) => void form.handleSubmit(confirm)(e)}
      className="space-y-4"
      noValidate
      aria-label="Demo card payment"
    >
      <div className="rounded-lg border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
        <p className="flex items-center gap-2 font-semibold">
          <FlaskConical className="size-4" aria-hidden />
          <Badge variant="outline" className="border-amber-600 text-amber-900 dark:text-amber-100">
            Demo mode
          </Badge>
          No real payment is taken.
        </p>
        <p className="mt-1">
          This server has no payment provider configured. Use{" "}
          <span className="font-mono">4242 4242 4242 4242</span> with any future date and CVC to
          succeed, or <span className="font-mono">4000 0000 0000 0002</span> to see a declined card.
        </p>
      </div>
      <TextField
        id="demo-name"
        label="Name on card"
        autoComplete="cc-name"
        error={errors.name?.message}
        {...form.register("name")}
      />
      <TextField
        id="demo-card-number"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        error={errors.cardNumber?.message}
        {...form.register("cardNumber")}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          id="demo-expiry"
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="12/34"
          error={errors.expiry?.message}
          {...form.register("expiry")}
        />
        <TextField
          id="demo-cvc"
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          error={errors.cvc?.message}
          {...form.register("cvc")}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Back to plans
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Loader2 className="animate-spin" aria-hidden />}
          {isSubmitting ? "Processing..." : later ? "Save card" : `Pay ${PREMIUM_PRICE_LABEL}`}
        </Button>
      </div>
    </form>
  );
}
