"use client";

import { useTheme, type ThemeChoice } from "@/components/theme/use-theme";
import { Monitor, Moon, Sun } from "@/components/ui/icons";
import { SegmentedControl } from "@/components/ui/segmented-control";

/** The side menu's theme switch: Light, Dark, System as one segmented control. */
export function ThemeChoice({ onChange }: { onChange?: () => void }) {
  const { theme, setTheme } = useTheme();
  return (
    <div className="flex flex-col gap-1 py-2">
      <span className="px-2 text-sm font-medium text-muted-foreground" id="theme-choice-label">
        Theme
      </span>
      <SegmentedControl<ThemeChoice>
        value={theme}
        onValueChange={(v) => {
          setTheme(v);
          onChange?.();
        }}
        aria-labelledby="theme-choice-label"
        options={[
          { value: "light", label: "Light", icon: <Sun aria-hidden /> },
          { value: "dark", label: "Dark", icon: <Moon aria-hidden /> },
          { value: "system", label: "System", icon: <Monitor aria-hidden /> },
        ]}
      />
    </div>
  );
}
