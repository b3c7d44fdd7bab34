"use client";
// Issue 47 item 11 (WCAG 2.1.4 Character Key Shortcuts): the dashboard's single-key shortcuts can
// be turned off. A switch acts at once (saved when flipped); Ctrl+K / ⌘K for search stays on, as
// it needs a modifier.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { SettingsDto } from "@/lib/settings/shapes";
import { showShortcuts } from "@/components/tasks/shortcuts-event";
import { useSettingsSave } from "./use-settings-save";

type Props = { enabled: boolean; onSaved: (settings: SettingsDto) => void };

export function ShortcutsCard({ enabled: savedEnabled, onSaved }: Props) {
  const [enabled, setEnabled] = useState(savedEnabled);
  const { saving, save } = useSettingsSave(onSaved, "Failed to save keyboard shortcuts");
  const flip = async (on: boolean) => {
    // Never disabled while saving (that would drop the keyboard focus): a flip meanwhile waits.
    if (saving) return;
    setEnabled(on);
    const saved = await save({ keyboardShortcuts: on }, (s) =>
      s.keyboardShortcuts
        ? { title: "Keyboard shortcuts on", description: "Single keys act on the dashboard." }
        : { title: "Keyboard shortcuts off", description: "Single keys do nothing on their own." },
    );
    if (!saved) setEnabled(!on);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Keyboard shortcuts</CardTitle>
        <CardDescription>
          Single keys on the dashboard: q for a new task, j and k to move between tasks, x to tick
          one, ? for the whole list.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex items-center gap-3">
          <Switch
            id="keyboard-shortcuts"
            checked={enabled}
            aria-busy={saving}
            aria-describedby="keyboard-shortcuts-hint"
            onCheckedChange={(on) => void flip(on)}
          />
          <Label htmlFor="keyboard-shortcuts">Keyboard shortcuts</Label>
        </div>
        <p className="text-sm text-muted-foreground" id="keyboard-shortcuts-hint">
          Saved when you flip it. Turn them off if you use speech input or a screen reader&apos;s
          single-key navigation. Search with Ctrl+K (⌘K) works either way.
        </p>
        <Button type="button" variant="outline" onClick={showShortcuts}>
          Show the shortcuts
        </Button>
      </CardContent>
    </Card>
  );
}
