"use client";

import { ITEM_DESCRIPTION_MAX } from "@/lib/vision-boards/shapes";
import { toast } from "@/components/ui/use-toast";
import { ImageFormDialog } from "./image-form-dialog";
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

export function AddItemDialog({
  boardId,
  open,
  onOpenChange,
  newItemPosition,
  onPremiumRequired,
  hasPremium,
}: Props) {
  const add = useAddItem(boardId, () => {});
  return (
    <ImageFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Item to Vision Board"
      intro="Describe one part of your vision and add a picture of it: a photo of your own, or one generated from your description."
      descriptionId="item-description"
      descriptionMax={ITEM_DESCRIPTION_MAX}
      placeholder="Running a marathon"
      missingMessage="Please provide a description and generate or upload an image"
      submitLabel="Add to Vision Board"
      pendingLabel="Adding..."
      hasPremium={hasPremium}
      onPremiumRequired={onPremiumRequired}
      onSubmit={async ({ description, imageUrl }) => {
        if (boardId === null) {
          toast({
            title: "Error",
            description: "No vision board selected",
            variant: "destructive",
          });
          return false;
        }
        return add.mutateAsync({ description, imageUrl, ...newItemPosition() }).then(
          () => true,
          () => false,
        );
      }}
    />
  );
}
