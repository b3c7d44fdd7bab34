"use client";
// One settings change from a Settings card: PATCH /api/settings, hand the saved settings to the
// page, and say so in a toast; a refusal is told with the server's message. The cards differ only
// in what they send and what the toasts say.
import { useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { apiJson, serverMessage } from "@/lib/api/client";
import type { SettingsDto } from "@/lib/settings/shapes";

type Toast = { title: string; description?: string };

/** A zone name as people read it ("America/New York"). */
export const zoneLabel = (zone: string) => zone.replace(/_/g, " ");

export function useSettingsSave(onSaved: (settings: SettingsDto) => void, failedTitle: string) {
  const [saving, setSaving] = useState(false);
  const save = async (
    patch: Partial<SettingsDto>,
    saidAfter: (saved: SettingsDto) => Toast,
  ): Promise<SettingsDto | null> => {
    setSaving(true);
    try {
      const saved = await apiJson<SettingsDto>("PATCH", "/api/settings", patch);
      onSaved(saved);
      toast(saidAfter(saved));
      return saved;
    } catch (err) {
      toast({
        title: failedTitle,
        description: serverMessage(err, "Please try again later."),
        variant: "destructive",
      });
      return null;
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}
