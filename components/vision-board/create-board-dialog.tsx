"use client";

import { useState } from "react";
import { BOARD_DESCRIPTION_MAX, BOARD_TITLE_MAX } from "@/lib/vision-boards/shapes";
import type { VisionBoardDto } from "@/lib/vision-boards/schemas";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ImageFormDialog } from "./image-form-dialog";
import { useCreateBoard } from "./use-vision-boards";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (board: VisionBoardDto) => void;
  onPremiumRequired: () => void;
  hasPremium: boolean;
};

export function CreateBoardDialog({
  open,
  onOpenChange,
  onCreated,
  onPremiumRequired,
  hasPremium,
}: Props) {
  const [title, setTitle] = useState("");
  const create = useCreateBoard((board) => {
    setTitle("");
    onCreated(board);
  });
  return (
    <ImageFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create Vision Board"
      intro="Describe the life you are working toward and add a picture of it: a photo of your own, or one generated from your description."
      fields={
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
      }
      fieldsComplete={title.trim() !== ""}
      descriptionId="board-description"
      descriptionMax={BOARD_DESCRIPTION_MAX}
      placeholder="A calm home by the sea, with time for family and health"
      missingMessage="Please provide a title, description, and generate an image"
      submitLabel="Create Vision Board"
      pendingLabel="Creating..."
      hasPremium={hasPremium}
      onPremiumRequired={onPremiumRequired}
      onSubmit={({ description, imageUrl }) =>
        create.mutateAsync({ title: title.trim(), description, imageUrl }).then(
          () => true,
          () => false,
        )
      }
    />
  );
}
