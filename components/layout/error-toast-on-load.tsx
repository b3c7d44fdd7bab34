"use client";

import { useEffect } from "react";
import { toast } from "@/components/ui/use-toast";

/** A server-rendered page that could not load its data says so in a toast too (spec §8). */
export function ErrorToastOnLoad({ description }: { description: string }) {
  useEffect(() => {
    toast({ title: "Error", description, variant: "destructive" });
  }, [description]);
  return null;
}
