"use client";

import { useState, type FormEvent } from "react";
import { Loader2, Mail, Send } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { LocalDate } from "@/components/layout/local-date";
import { apiJson, serverMessage } from "@/lib/api/client";
import { emailProblem } from "@/lib/auth/shapes";
import type { InviteAnswer, InviteDto } from "@/lib/referrals/invites";

/** Invite a friend by e-mail, and the invitations sent so far with who of them joined. */
export function InviteCard({ initial }: { initial: InviteDto[] }) {
  const [invites, setInvites] = useState(initial);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  // Why the last invitation was not sent (issue 47 item 10), shown under the field.
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = emailProblem(email);
    setError(problem);
    setNotice(null);
    if (problem) return;
    setPending(true);
    try {
      const res = await apiJson<InviteAnswer>("POST", "/api/affiliate/invite", {
        email: email.trim(),
      });
      // Not sent (already a member, or invited within the day): said at the field, kept typed.
      if (!res.sent) {
        setNotice(res.message);
        return;
      }
      const sent = email.trim().toLowerCase();
      setInvites((list) => [
        { email: sent, sentAt: new Date().toISOString(), joined: false },
        ...list.filter((i) => i.email !== sent),
      ]);
      setEmail("");
      toast({ title: "Invitation sent", description: res.message });
    } catch (err) {
      toast({
        title: "Could not send the invitation",
        description: serverMessage(err, "Please try again later."),
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Card aria-labelledby="invite-title">
      <CardHeader>
        <CardTitle level={2} id="invite-title" className="text-xl">
          Invite by Email
        </CardTitle>
        <CardDescription>
          We send your friend your referral link and tell them it is from you.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <form onSubmit={(e) => void onSubmit(e)} className="space-y-2" noValidate>
          <Label htmlFor="invite-email">Friend&apos;s email</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="invite-email"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={
                error ? "invite-email-error" : notice ? "invite-email-notice" : undefined
              }
              placeholder="friend@example.com"
            />
            <Button type="submit" disabled={pending}>
              {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
              Send Invite
            </Button>
          </div>
          {error && (
            <p id="invite-email-error" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          <p
            id="invite-email-notice"
            role="status"
            className="text-sm text-muted-foreground empty:hidden"
            data-testid="invite-notice"
          >
            {!error && notice}
          </p>
        </form>
        <div>
          <h3 className="mb-2 text-sm font-medium">Invitations sent</h3>
          {invites.length === 0 ? (
            <p className="text-sm text-muted-foreground">No invitations yet.</p>
          ) : (
            <ul className="rounded-lg border" data-testid="invite-list">
              {invites.map((invite) => (
                <li
                  key={invite.email}
                  className="flex items-center justify-between gap-3 border-t p-3 text-sm first:border-t-0"
                >
                  <span className="flex min-w-0 items-center gap-2">
                    <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                    <span className="truncate">{invite.email}</span>
                  </span>
                  <span className="flex shrink-0 items-center gap-2">
                    <LocalDate iso={invite.sentAt} className="text-xs text-muted-foreground" />
                    <Badge variant={invite.joined ? "default" : "secondary"}>
                      {invite.joined ? "Joined" : "Invited"}
                    </Badge>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
