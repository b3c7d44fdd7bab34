"use client";

import { useState, type FormEvent } from "react";
import {
  CATEGORIES,
  categoryLabel,
  defaultPercentages,
  type Category,
  type CategoryMap,
} from "@/lib/categories";
import { redistribute } from "@/lib/settings/redistribute";
import { isValidTotal, totalOf, type SettingsDto } from "@/lib/settings/shapes";
import { CategoryNamesCard } from "./category-names-card";
import { PercentagesCard } from "./percentages-card";
import { useSettingsSave } from "./use-settings-save";

const allNames = (names: SettingsDto["categoryNames"]) =>
  Object.fromEntries(CATEGORIES.map((c) => [c, names[c] ?? ""])) as Record<Category, string>;

const SAVED = { title: "Settings saved", description: "Your preferences have been updated." };

/**
 * The two editable cards, each saving its own fields (issue 31: the names card used to point at a
 * Save Settings button in the other card). Saving one card leaves the other's unsaved edits in
 * place: the form keeps its state and takes the saved values of the card that was saved.
 */
export function SettingsForm({
  settings,
  onSaved,
}: {
  settings: SettingsDto;
  onSaved: (saved: SettingsDto) => void;
}) {
  const [percentages, setPercentages] = useState<CategoryMap<number>>(settings.categoryPercentages);
  const [names, setNames] = useState(() => allNames(settings.categoryNames));
  const locked = !settings.hasPremium;
  const pctSave = useSettingsSave(onSaved, "Failed to save settings");
  const namesSave = useSettingsSave(onSaved, "Failed to save settings");

  const savePercentages = async (e: FormEvent) => {
    e.preventDefault();
    if (pctSave.saving || !isValidTotal(totalOf(percentages))) return;
    const saved = await pctSave.save({ categoryPercentages: percentages }, () => SAVED);
    if (saved) setPercentages(saved.categoryPercentages);
  };

  const saveNames = async (e: FormEvent) => {
    e.preventDefault();
    // Names go only with premium (spec §5); the card is locked for a free user.
    if (namesSave.saving || locked) return;
    const saved = await namesSave.save({ categoryNames: names }, () => SAVED);
    if (saved) setNames(allNames(saved.categoryNames));
  };

  // Live labels: what the user is typing, else the default.
  const label = (c: Category) => categoryLabel(c, locked ? undefined : names);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <form onSubmit={(e) => void saveNames(e)} aria-label="Category names form" noValidate>
        <CategoryNamesCard
          names={names}
          locked={locked}
          saving={namesSave.saving}
          onChange={(c, v) => setNames((n) => ({ ...n, [c]: v }))}
        />
      </form>
      <form onSubmit={(e) => void savePercentages(e)} aria-label="Ideal balance form" noValidate>
        <PercentagesCard
          percentages={percentages}
          label={label}
          saving={pctSave.saving}
          onMove={(c, v) => setPercentages((p) => redistribute(p, c, v))}
          onReset={() => setPercentages(defaultPercentages())}
        />
      </form>
    </div>
  );
}
