import type { Metadata } from "next";
import { PageHeading } from "@/components/layout/page-heading";

export const metadata: Metadata = { title: "Settings" };

export default function SettingsPage() {
  return <PageHeading title="Settings" />;
}
