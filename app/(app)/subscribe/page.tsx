import type { Metadata } from "next";
import { PageHeading } from "@/components/layout/page-heading";

export const metadata: Metadata = { title: "Subscription" };

export default function SubscribePage() {
  return <PageHeading title="Subscription" />;
}
