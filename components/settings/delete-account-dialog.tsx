"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "@/components/ui/icons";
import { ApiRequestError, apiJson, serverMessage } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/use-toast";
import { DeleteAccountTrigger } from "./delete-account-trigger";

/** Loaded on first use (see YourDataCard); mounted already open by that first click. */
export function DeleteAccountDialog({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const router = useRouter();

  const remove = async () => {
    setDeleting(true);
    try {
      const res = await apiJson<{ message: string }>("DELETE", "/api/account", { password });
      toast({ title: "Account deleted", description: res.message });
      // Like logout: the signed-in pages, and their data, are left behind.
      router.replace("/auth");
      router.refresh();
    } catch (err) {
      setDeleting(false);
      if (err instanceof ApiRequestError && err.body?.field === "password")
        setError(serverMessage(err, "Incorrect password"));
      else
        toast({
          title: "Failed to delete account",
          description: serverMessage(err, "Please try again later."),
          variant: "destructive",
        });
    }
  };

  const onOpenChange = (next: boolean) => {
    if (deleting) return;
    setOpen(next);
    if (!next) {
      setPassword("");
      setError(undefined);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setError("Enter your password");
    setError(undefined);
    void remove();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <DeleteAccountTrigger />
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              This permanently deletes your account with all your tasks, journal entries, settings,
              vision boards and images, and cancels your subscription. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <TextField
            id="delete-password"
            label="Confirm with your password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={deleting}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={deleting}>
              {deleting && <Loader2 className="animate-spin" aria-hidden />}
              {deleting ? "Deleting..." : "Delete account"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
