"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { Loader2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ImageGenerator } from "./image-generator";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  intro: string;
  /** Fields shown before the description (the board's title), owned by the caller. */
  fields?: ReactNode;
  /** Whether those fields are filled in (default true). */
  fieldsComplete?: boolean;
  descriptionId: string;
  descriptionMax: number;
  placeholder: string;
  /** The "Missing Information" toast's text when something is not filled in. */
  missingMessage: string;
  submitLabel: string;
  pendingLabel: string;
  hasPremium: boolean;
  onPremiumRequired: () => void;
  /** Saves; true when saved (the form is cleared and the dialog closes), false when it failed and said so. */
  onSubmit: (value: { description: string; imageUrl: string }) => Promise<boolean>;
};

/** The one image-generator form: a description and its picture (create a board, add an item). */
export function ImageFormDialog(props: Props) {
  const {
    open,
    onOpenChange,
    title,
    intro,
    fields,
    fieldsComplete = true,
    descriptionId,
    descriptionMax,
    placeholder,
  } = props;
  const [description, setDescription] = useState("");
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const [saving, setSaving] = useState(false);

  async function save(value: { description: string; imageUrl: string }) {
    setSaving(true);
    try {
      if (!(await props.onSubmit(value))) return;
      setDescription("");
      setImageUrl(null);
      onOpenChange(false);
    } finally {
      setSaving(false);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!fieldsComplete || !description.trim() || !imageUrl) {
      toast({
        title: "Missing Information",
        description: props.missingMessage,
        variant: "destructive",
      });
      return;
    }
    void save({ description: description.trim(), imageUrl });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{intro}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          {fields}
          <div className="space-y-2">
            <Label htmlFor={descriptionId}>Description</Label>
            <Textarea
              id={descriptionId}
              value={description}
              maxLength={descriptionMax}
              placeholder={placeholder}
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
          <ImageGenerator
            prompt={description}
            hasPremium={props.hasPremium}
            imageUrl={imageUrl}
            onImageChange={setImageUrl}
            onPremiumRequired={props.onPremiumRequired}
            onPendingChange={setGenerating}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving || generating}>
              {saving && <Loader2 className="animate-spin" aria-hidden />}
              {saving ? props.pendingLabel : props.submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
