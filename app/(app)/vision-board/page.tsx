import type { Metadata } from "next";
import { PageHeading } from "@/components/layout/page-heading";

export const metadata: Metadata = { title: "Vision Boards" };

export default function VisionBoardPage() {
  return <PageHeading title="Vision Boards" />;
}
