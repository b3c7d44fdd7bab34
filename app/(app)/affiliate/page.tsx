import type { Metadata } from "next";
import { PageHeading } from "@/components/layout/page-heading";

export const metadata: Metadata = { title: "Refer & Earn" };

export default function AffiliatePage() {
  return <PageHeading title="Affiliate Program" />;
}
