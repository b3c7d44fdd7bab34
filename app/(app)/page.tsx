import type { Metadata } from "next";
import { PageHeading } from "@/components/layout/page-heading";

export const metadata: Metadata = { title: "My Tasks" };

export default function DashboardPage() {
  return <PageHeading title="Dashboard" subtitle="Track your progress toward your ideal life balance." />;
}
