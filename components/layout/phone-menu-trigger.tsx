import type { ComponentProps } from "react";
import { Menu } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";

export function PhoneMenuTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" aria-label="Open menu" {...props}>
      <Menu aria-hidden />
    </Button>
  );
}
