"use client";

import { useState, type FormEvent } from "react";
import { Loader2 } from "@/components/ui/icons";
import { ITEM_DESCRIPTION_MAX } from "@/lib/vision-boards/limits";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ImageGenerator } from "./image-generator";
import { useAddItem } from "./use-vision-boards";

type Props = {
  boardId: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the new item goes: a free spot of the visible canvas (issue 22; the spec's centre piled items up). */
  newItemPosition: () => { positionX: number; positionY: number };
  onPremiumRequired: () => void;
  hasPremium: boolean;
};

export function AddItemDialog({ boardId, open, onOpenChange, newItemPosition, onPremiumRequired, hasPremium }: Props) {
  const [description, setDescription] = useState("");
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const add = useAddItem(boardId, () => {
    setDescription("");
    setImageUrl(null);
    onOpenChange(false);
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!description.trim() || !imageUrl) {
      toast({
        title: "Missing Information",
        description: "Please provide a description and generate or upload an image",
        variant: "destructive",
      });
      return;
    }
    if (boardId === null) {
      toast({ title: "Error", description: "No vision board selected", variant: "destructive" });
      return;
    }
    add.mutate({ description: description.trim(), imageUrl, ...newItemPosition() });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Add Item to Vision Board</DialogTitle>
          <DialogDescription>Describe one part of your vision and add a picture of it: a photo of your own, or one generated from your description.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="space-y-2">
            <Label htmlFor="item-description">Description</Label>
            <Textarea
              id="item-description"
              value={description}
              maxLength={ITEM_DESCRIPTION_MAX}
              placeholder="Running a marathon"
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
          <ImageGenerator
            prompt={description}
            hasPremium={hasPremium}
            imageUrl={imageUrl}
            onImageChange={setImageUrl}
            onPremiumRequired={onPremiumRequired}
            onPendingChange={setGenerating}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending || generating}>
              {add.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {add.isPending ? "Adding..." : "Add to Vision Board"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
