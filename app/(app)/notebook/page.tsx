import type { Metadata } from "next";
import { PageHeading } from "@/components/layout/page-heading";

export const metadata: Metadata = { title: "Journal" };

export default function NotebookPage() {
  return <PageHeading title="My Journal" />;
}
