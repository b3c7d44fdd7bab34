"use client";

import { useState, type FormEvent } from "react";
import { Loader2 } from "@/components/ui/icons";
import { BOARD_DESCRIPTION_MAX, BOARD_TITLE_MAX } from "@/lib/vision-boards/limits";
import type { VisionBoardDto } from "@/lib/vision-boards/schemas";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ImageGenerator } from "./image-generator";
import { useCreateBoard } from "./use-vision-boards";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (board: VisionBoardDto) => void;
  onPremiumRequired: () => void;
  hasPremium: boolean;
};

export function CreateBoardDialog({ open, onOpenChange, onCreated, onPremiumRequired, hasPremium }: Props) {
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const create = useCreateBoard((board) => {
    setTitle("");
    setDescription("");
    setImageUrl(null);
    onOpenChange(false);
    onCreated(board);
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!title.trim() || !description.trim() || !imageUrl) {
      toast({
        title: "Missing Information",
        description: "Please provide a title, description, and generate an image",
        variant: "destructive",
      });
      return;
    }
    create.mutate({ title: title.trim(), description: description.trim(), imageUrl });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Create Vision Board</DialogTitle>
          <DialogDescription>Describe the life you are working toward and add a picture of it: a photo of your own, or one generated from your description.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="space-y-2">
            <Label htmlFor="board-title">Title</Label>
            <Input
              id="board-title"
              value={title}
              maxLength={BOARD_TITLE_MAX}
              placeholder="My dream life"
              onChange={(e) => setTitle(e.target.value)}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="board-description">Description</Label>
            <Textarea
              id="board-description"
              value={description}
              maxLength={BOARD_DESCRIPTION_MAX}
              placeholder="A calm home by the sea, with time for family and health"
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
            <Button type="submit" disabled={create.isPending || generating}>
              {create.isPending && <Loader2 className="animate-spin" aria-hidden />}
              {create.isPending ? "Creating..." : "Create Vision Board"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
