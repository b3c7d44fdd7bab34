import type { ComponentProps } from "react";
import { Moon, Sun } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";

/** The header's theme button: a sun in light mode, a moon in dark mode. */
export function ThemeTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" aria-label="Toggle theme" className="relative" {...props}>
      <Sun
        aria-hidden="true"
        className="size-[1.2rem] scale-100 rotate-0 transition-all dark:scale-0 dark:-rotate-90"
      />
      <Moon
        aria-hidden="true"
        className="absolute size-[1.2rem] scale-0 rotate-90 transition-all dark:scale-100 dark:rotate-0"
      />
    </Button>
  );
}
