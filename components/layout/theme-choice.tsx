"use client";

import { useTheme, type ThemeChoice } from "@/components/theme/use-theme";
import { Monitor, Moon, Sun } from "@/components/ui/icons";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";

/** The side menu's theme switch: Light, Dark, System as one segmented control. */
export function ThemeChoice({ onChange }: { onChange?: () => void }) {
  const { theme, setTheme } = useTheme();
  return (
    <div className="flex flex-col gap-1 py-2">
      <span className="px-2 text-sm font-medium text-muted-foreground" id="theme-choice-label">Theme</span>
      <ToggleGroup
        type="single"
        value={theme}
        onValueChange={(v) => {
          if (!v) return;
          setTheme(v as ThemeChoice);
          onChange?.();
        }}
        aria-labelledby="theme-choice-label"
        variant="outline"
      >
        <ToggleGroupItem value="light" aria-label="Light"><Sun aria-hidden />Light</ToggleGroupItem>
        <ToggleGroupItem value="dark" aria-label="Dark"><Moon aria-hidden />Dark</ToggleGroupItem>
        <ToggleGroupItem value="system" aria-label="System"><Monitor aria-hidden />System</ToggleGroupItem>
      </ToggleGroup>
    </div>
  );
}
