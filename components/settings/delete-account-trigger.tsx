import type { ComponentProps } from "react";
import { Trash2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";

export function DeleteAccountTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="destructive" {...props}>
      <Trash2 aria-hidden />
      Delete account
    </Button>
  );
}
