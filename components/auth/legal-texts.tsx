// The legal texts, written for this product from the facts in spec §1.
import type { ReactNode } from "react";
import { LEGAL_EFFECTIVE_DATE, PRODUCT_NAME } from "@/lib/brand";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="font-semibold">{title}</h3>
      <div className="space-y-2 text-sm text-muted-foreground">{children}</div>
    </section>
  );
}

export function TermsOfService() {
  return (
    <article className="space-y-4 py-2">
      <p className="text-xs text-muted-foreground">Effective date: {LEGAL_EFFECTIVE_DATE}</p>
      <Section title="1. The service">
        <p>
          {PRODUCT_NAME} is a private, single-user planner that helps you sort your tasks into eight
          life areas, keep a journal, build vision boards and see how balanced your effort is. AI
          features suggest categories, priorities, insights, tasks and images; they are suggestions,
          and you decide what to do with them.
        </p>
      </Section>
      <Section title="2. Your account">
        <p>
          You must be at least 13 years old to use {PRODUCT_NAME}. Keep your password secret; you
          are responsible for what happens under your account.
        </p>
        <p>
          Your account is for you alone. Do not share it or use it to store other people&apos;s
          private data without their consent.
        </p>
      </Section>
      <Section title="3. Plans and payment">
        <p>
          The Free plan includes task management, AI task categorization, the balance wheel and
          category percentage customization. The Premium plan costs $5.00 per month and adds
          renaming categories, AI task extraction from journals, vision-board image generation and
          premium support.
        </p>
        <p>
          Subscriptions are billed monthly through our third-party card payment provider; we never
          see or store your full card number. You can cancel at any time from the Subscription page;
          premium access continues until the end of the period you paid for. Free months earned
          through the referral programme are added to your premium time.
        </p>
      </Section>
      <Section title="4. Acceptable use">
        <p>
          Do not attempt to access other users&apos; data, disrupt the service, or use it for
          anything unlawful. We may suspend accounts that do.
        </p>
      </Section>
      <Section title="5. Your content">
        <p>
          Your tasks, journal entries and vision boards remain yours. We process them only to
          provide the service to you.
        </p>
      </Section>
      <Section title="6. Ending your account">
        <p>
          You can delete your account at any time in Settings. Your data is deleted within 30 days
          of account deletion.
        </p>
      </Section>
      <Section title="7. Changes and contact">
        <p>
          We will tell you about material changes to these terms in the app. Questions and requests
          are answered within 30 days.
        </p>
      </Section>
    </article>
  );
}

export function PrivacyPolicy() {
  return (
    <article className="space-y-4 py-2">
      <p className="text-xs text-muted-foreground">Effective date: {LEGAL_EFFECTIVE_DATE}</p>
      <Section title="What we collect">
        <p>
          Your e-mail address and a salted hash of your password; the tasks, journal entries,
          settings and vision boards you create; and your subscription and referral status.
        </p>
      </Section>
      <Section title="How we use it">
        <p>
          Only to run {PRODUCT_NAME} for you: to show, categorize and analyse your own data. We do
          not sell your data and we do not show advertising.
        </p>
        <p>
          When AI features use an external AI provider, the text needed for that one request is sent
          to it and is not used to train models.
        </p>
      </Section>
      <Section title="Who we share it with">
        <p>
          Payments are handled by our third-party card payment provider, which receives what it
          needs to charge you. Calendar features, when you use them, share the relevant entries with
          your calendar provider.
        </p>
      </Section>
      <Section title="Cookies">
        <p>
          We use one essential cookie to keep you signed in, and your browser&apos;s storage to
          remember your theme and your last balance analysis. No tracking cookies.
        </p>
      </Section>
      <Section title="Your rights">
        <p>
          You can export all your data as a file and delete your account in Settings. Data is
          deleted within 30 days of account deletion. Requests are answered within 30 days.
        </p>
      </Section>
      <Section title="Children">
        <p>{PRODUCT_NAME} is not for children under 13.</p>
      </Section>
    </article>
  );
}
