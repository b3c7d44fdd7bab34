"use client";

// The Vision Boards screen (spec §2, §4): Gallery and Editor tabs, the Editor enabled once a board
// is selected; creating a board opens it in the Editor; deleting the selected board clears it.
import { useEffect, useRef, useState } from "react";
import { Plus } from "lucide-react";
import { imageFileName } from "@/lib/vision-boards/file-names";
import type { VisionBoardDto } from "@/lib/vision-boards/schemas";
import { PageHeading } from "@/components/layout/page-heading";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { BoardEditor } from "./board-editor";
import { BoardGallery } from "./board-gallery";
import { CreateBoardDialog } from "./create-board-dialog";
import { DeleteBoardDialog } from "./delete-board-dialog";
import { downloadImageAsJpeg } from "./download";
import { PremiumDialog } from "./premium-dialog";
import { useBoards } from "./use-vision-boards";

type Tab = "gallery" | "editor";

async function saveBoardImage(board: VisionBoardDto) {
  // The board's own image; a board made without one offers its first item instead.
  const url = board.imageUrl || board.previewItems.find((i) => i.imageUrl)?.imageUrl;
  try {
    if (!url) throw new Error("This board has no image");
    await downloadImageAsJpeg(url, imageFileName(board.title));
  } catch (err) {
    console.error("[vision-board] download failed:", err);
    toast({ title: "Download Failed", description: "Could not download the image", variant: "destructive" });
  }
}

export function VisionBoardScreen() {
  const boards = useBoards();
  const [tab, setTab] = useState<Tab>("gallery");
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [createOpen, setCreateOpen] = useState(false);
  const [premiumOpen, setPremiumOpen] = useState(false);
  const [toDelete, setToDelete] = useState<VisionBoardDto | null>(null);

  const selected = boards.data?.find((b) => b.id === selectedId) ?? null;
  const tabsRef = useRef<HTMLDivElement>(null);
  const activeTab: Tab = selected ? tab : "gallery";

  // Opening a board from far down the gallery would otherwise leave the Editor scrolled away.
  useEffect(() => {
    const top = tabsRef.current?.getBoundingClientRect().top;
    if (activeTab === "editor" && top !== undefined && top < 64) tabsRef.current?.scrollIntoView({ block: "start" });
  }, [activeTab, selectedId]);
  const open = (board: VisionBoardDto) => {
    setSelectedId(board.id);
    setTab("editor");
  };

  return (
    <>
      <PageHeading
        title="Vision Boards"
        actions={
          <Button onClick={() => setCreateOpen(true)}>
            <Plus aria-hidden />
            Create Vision Board
          </Button>
        }
      />
      <Tabs ref={tabsRef} value={activeTab} onValueChange={(v) => setTab(v as Tab)} className="scroll-mt-20 gap-4">
        <TabsList className="w-full max-w-xs">
          <TabsTrigger value="gallery">Gallery</TabsTrigger>
          <TabsTrigger value="editor" disabled={!selected}>
            Editor
          </TabsTrigger>
        </TabsList>
        <TabsContent value="gallery">
          <BoardGallery
            boards={boards.data}
            isPending={boards.isPending}
            isError={boards.isError}
            selectedId={selectedId}
            onOpen={open}
            onSave={saveBoardImage}
            onDelete={setToDelete}
            onCreate={() => setCreateOpen(true)}
          />
        </TabsContent>
        <TabsContent value="editor">
          {selected && (
            <BoardEditor
              key={selected.id}
              board={selected}
              onBack={() => setTab("gallery")}
              onPremiumRequired={() => setPremiumOpen(true)}
            />
          )}
        </TabsContent>
      </Tabs>
      <CreateBoardDialog
        open={createOpen}
        onOpenChange={setCreateOpen}
        onCreated={open}
        onPremiumRequired={() => setPremiumOpen(true)}
      />
      <DeleteBoardDialog
        board={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={(id) => {
          if (id === selectedId) {
            setSelectedId(null);
            setTab("gallery");
          }
        }}
      />
      <PremiumDialog open={premiumOpen} onOpenChange={setPremiumOpen} />
    </>
  );
}
