"use client";
// Asked before a logout that would lose writes made offline and not sent yet (components/auth/use-logout.tsx).
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type Props = { count: number; onConfirm: () => Promise<void>; onCancel: () => void };

export default function UnsentChangesDialog({ count, onConfirm, onCancel }: Props) {
  const changes = count === 1 ? "1 change" : `${count} changes`;
  return (
    <ConfirmDialog
      open
      onClose={onCancel}
      title="Log out with unsent changes?"
      description={`You have ${changes} made offline that ${count === 1 ? "hasn't" : "haven't"} reached Balance yet. If you log out now, ${count === 1 ? "it" : "they"} will be lost. Stay signed in and ${count === 1 ? "it is" : "they are"} sent when you're back online.`}
      cancelLabel="Stay signed in"
      confirmLabel="Log out and discard"
      pendingLabel="Logging out…"
      onConfirm={onConfirm}
    />
  );
}
