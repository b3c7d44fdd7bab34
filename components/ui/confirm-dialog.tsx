"use client";

import { useState, type ReactNode } from "react";
import { Loader2 } from "@/components/ui/icons";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

type Props = {
  /** Controlled: open while the thing to confirm is chosen (a board, an entry). */
  open?: boolean;
  /** Uncontrolled: opened by `trigger`, or already open when mounted by that first click. */
  defaultOpen?: boolean;
  trigger?: ReactNode;
  /** Called when the dialog closes by Cancel, Escape, or after `onConfirm` succeeded. */
  onClose?: () => void;
  title: ReactNode;
  description: ReactNode;
  /** Shown between the description and the buttons (the entry's title). */
  children?: ReactNode;
  cancelLabel?: string;
  confirmLabel: string;
  /** The confirm button's text while `onConfirm` runs ("Deleting..."). */
  pendingLabel: string;
  variant?: "destructive" | "default";
  /**
   * The action. The dialog stays open, its buttons disabled and a spinner on the confirm button,
   * until it settles; it closes when the action returns anything but `false` (a failure the
   * action has already reported, e.g. with a toast, returns false and leaves it open).
   */
  onConfirm: () => Promise<boolean | void>;
};

/** The one confirm-and-wait dialog: delete a journal entry or a board, cancel a subscription. */
export function ConfirmDialog(props: Props) {
  const {
    open,
    defaultOpen,
    trigger,
    onClose,
    title,
    description,
    children,
    cancelLabel = "Cancel",
    confirmLabel,
    pendingLabel,
    variant = "destructive",
    onConfirm,
  } = props;
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const [pending, setPending] = useState(false);
  const isOpen = open ?? ownOpen;
  const close = () => {
    setOwnOpen(false);
    onClose?.();
  };
  const confirm = async () => {
    setPending(true);
    try {
      if ((await onConfirm()) !== false) close();
    } finally {
      setPending(false);
    }
  };
  return (
    <AlertDialog
      open={isOpen}
      onOpenChange={(next) => (next ? setOwnOpen(true) : !pending && close())}
    >
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the action settles. */}
          <Button variant={variant} disabled={pending} onClick={() => void confirm()}>
            {pending && <Loader2 className="animate-spin" aria-hidden />}
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
