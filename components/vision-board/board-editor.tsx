"use client";

import { useEffect, useRef, useState } from "react";
import { ArrowLeft, Download, Loader2, Plus } from "@/components/ui/icons";
import { ITEMS_REFETCH_DELAY_MS } from "@/lib/vision-boards/shapes";
import type { VisionBoardDto } from "@/lib/vision-boards/schemas";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { AddItemDialog } from "./add-item-dialog";
import { BoardCanvas, type BoardCanvasHandle } from "./board-canvas";
import { exportCanvasAsPng } from "./export-canvas";
import { useBoardItems, useMoveItem, useRemoveItem } from "./use-vision-boards";

type Props = {
  board: VisionBoardDto;
  hasPremium: boolean;
  onBack: () => void;
  onPremiumRequired: () => void;
};

export function BoardEditor({ board, hasPremium, onBack, onPremiumRequired }: Props) {
  const items = useBoardItems(board.id);
  const move = useMoveItem(board.id);
  const remove = useRemoveItem(board.id);
  const canvas = useRef<BoardCanvasHandle>(null);
  const [addOpen, setAddOpen] = useState(false);
  const [saving, setSaving] = useState(false);

  // Spec §4: a selected board with no items loaded is refetched once after 500 ms (a board opened
  // right after it was created, or a load that came back empty).
  const refetchedFor = useRef<number | null>(null);
  const empty = items.isSuccess && items.data.length === 0;
  const { refetch } = items;
  useEffect(() => {
    if (!empty || refetchedFor.current === board.id) return;
    const timer = setTimeout(() => {
      refetchedFor.current = board.id;
      void refetch();
    }, ITEMS_REFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [empty, board.id, refetch]);

  async function saveAsImage() {
    const node = canvas.current?.element();
    if (items.isPending || !items.data?.length || !node) {
      toast({ title: "Wait", description: "Please wait until all images are loaded" });
      return;
    }
    setSaving(true);
    try {
      await exportCanvasAsPng(node, board.title);
      toast({ title: "Vision board saved as image" });
    } catch (err) {
      console.error("[vision-board] export failed:", err);
      toast({
        title: "Save Failed",
        description: "Could not save the vision board as an image",
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="editor-title" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1">
          <h2 id="editor-title" className="text-2xl font-semibold break-words">
            {board.title}
          </h2>
          <p className="mt-1 whitespace-pre-line break-words text-muted-foreground">
            {board.description}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setAddOpen(true)}>
            <Plus aria-hidden />
            Add Item
          </Button>
          <Button variant="outline" onClick={() => void saveAsImage()} disabled={saving}>
            {saving ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
            {saving ? "Saving..." : "Save as Image"}
          </Button>
          <Button variant="ghost" onClick={onBack}>
            <ArrowLeft aria-hidden />
            Back to Gallery
          </Button>
        </div>
      </div>
      <BoardCanvas
        ref={canvas}
        items={items.data}
        loading={items.isPending}
        onAddItem={() => setAddOpen(true)}
        onMove={move}
        onRemove={(id) => remove.mutate(id)}
      />
      <AddItemDialog
        boardId={board.id}
        open={addOpen}
        onOpenChange={setAddOpen}
        newItemPosition={() => canvas.current?.newItemPosition() ?? { positionX: 0, positionY: 0 }}
        onPremiumRequired={onPremiumRequired}
        hasPremium={hasPremium}
      />
    </section>
  );
}
