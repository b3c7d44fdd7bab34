"use client";

import { useState, type FormEvent } from "react";
import { apiJson, serverMessage } from "@/lib/api/client";
import { CATEGORIES, categoryLabel, defaultPercentages, type Category, type CategoryMap } from "@/lib/categories";
import { redistribute } from "@/lib/settings/redistribute";
import { isValidTotal, totalOf, type SettingsDto } from "@/lib/settings/rules";
import type { UpdateSettingsInput } from "@/lib/settings/schemas";
import { toast } from "@/components/ui/use-toast";
import { CategoryNamesCard } from "./category-names-card";
import { PercentagesCard } from "./percentages-card";

const allNames = (names: SettingsDto["categoryNames"]) =>
  Object.fromEntries(CATEGORIES.map((c) => [c, names[c] ?? ""])) as Record<Category, string>;

/** The two editable cards and one Save Settings (spec: PATCH percentages, plus names for premium). */
export function SettingsForm({ settings, onSaved }: { settings: SettingsDto; onSaved: (saved: SettingsDto) => void }) {
  const [saving, setSaving] = useState(false);
  const [percentages, setPercentages] = useState<CategoryMap<number>>(settings.categoryPercentages);
  const [names, setNames] = useState(() => allNames(settings.categoryNames));
  const locked = !settings.hasPremium;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving || !isValidTotal(totalOf(percentages))) return;
    // Names go only with premium (spec §5); a free user's request would be refused.
    const input: UpdateSettingsInput = { categoryPercentages: percentages, ...(locked ? {} : { categoryNames: names }) };
    setSaving(true);
    try {
      const saved = await apiJson<SettingsDto>("PATCH", "/api/settings", input);
      toast({ title: "Settings saved", description: "Your preferences have been updated." });
      onSaved(saved);
    } catch (err) {
      toast({ title: "Failed to save settings", description: serverMessage(err, "Please try again later."), variant: "destructive" });
      setSaving(false);
    }
  };

  // Live labels: what the user is typing, else the default.
  const label = (c: Category) => categoryLabel(c, locked ? undefined : names);

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="grid items-start gap-6 lg:grid-cols-2" aria-label="Settings" noValidate>
      <CategoryNamesCard names={names} locked={locked} onChange={(c, v) => setNames((n) => ({ ...n, [c]: v }))} />
      <PercentagesCard
        percentages={percentages}
        label={label}
        saving={saving}
        onMove={(c, v) => setPercentages((p) => redistribute(p, c, v))}
        onReset={() => setPercentages(defaultPercentages())}
      />
    </form>
  );
}
