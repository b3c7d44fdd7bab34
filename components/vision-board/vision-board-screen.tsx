"use client";

// The Vision Boards screen (spec §2, §4): Gallery and Editor tabs, the Editor enabled once a board
// is selected; creating a board opens it in the Editor; deleting the selected board clears it.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useOpenRequest } from "@/components/search/open-target";
import { Plus } from "@/components/ui/icons";
import { imageFileName } from "@/lib/vision-boards/file-names";
import type { VisionBoardDto } from "@/lib/vision-boards/schemas";
import { PageHeading } from "@/components/layout/page-heading";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { MountWhen } from "@/components/ui/mount-when";
import { BoardGallery } from "./board-gallery";
import { useBoards } from "./use-boards";

// The editor and the dialogs load when first used; the gallery is what the page opens on.
const BoardEditor = lazy(() => import("./board-editor").then((m) => ({ default: m.BoardEditor })));
const CreateBoardDialog = lazy(() =>
  import("./create-board-dialog").then((m) => ({ default: m.CreateBoardDialog })),
);
const DeleteBoardDialog = lazy(() =>
  import("./delete-board-dialog").then((m) => ({ default: m.DeleteBoardDialog })),
);
const PremiumRequiredDialog = lazy(() =>
  import("@/components/billing/premium-required-dialog").then((m) => ({
    default: m.PremiumRequiredDialog,
  })),
);

type Tab = "gallery" | "editor";

async function saveBoardImage(board: VisionBoardDto) {
  // The board's own image; a board made without one offers its first item instead.
  const url = board.imageUrl || board.previewItems.find((i) => i.imageUrl)?.imageUrl;
  try {
    if (!url) throw new Error("This board has no image");
    // The JPEG conversion loads on the first download.
    const { downloadImageAsJpeg } = await import("./download");
    await downloadImageAsJpeg(url, imageFileName(board.title));
  } catch (err) {
    console.error("[vision-board] download failed:", err);
    toast({
      title: "Download Failed",
      description: "Could not download the image",
      variant: "destructive",
    });
  }
}

/** `hasPremium` (from the server) marks generation as Premium before a free user tries it. */
export function VisionBoardScreen({ hasPremium }: { hasPremium: boolean }) {
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
    if (activeTab === "editor" && top !== undefined && top < 64)
      tabsRef.current?.scrollIntoView({ block: "start" });
  }, [activeTab, selectedId]);
  const open = (board: VisionBoardDto) => {
    setSelectedId(board.id);
    setTab("editor");
  };
  // The command palette opens a board in the editor.
  useOpenRequest("board", (id) => {
    setSelectedId(id);
    setTab("editor");
  });

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
      <Tabs
        ref={tabsRef}
        value={activeTab}
        onValueChange={(v) => setTab(v as Tab)}
        className="scroll-mt-20 gap-4"
      >
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
            onSave={(board) => void saveBoardImage(board)}
            onDelete={setToDelete}
            onCreate={() => setCreateOpen(true)}
          />
        </TabsContent>
        <TabsContent value="editor">
          {selected && (
            <Suspense
              fallback={
                <p className="py-8 text-center text-sm text-muted-foreground">Loading board...</p>
              }
            >
              <BoardEditor
                key={selected.id}
                board={selected}
                hasPremium={hasPremium}
                onBack={() => setTab("gallery")}
                onPremiumRequired={() => setPremiumOpen(true)}
              />
            </Suspense>
          )}
        </TabsContent>
      </Tabs>
      <MountWhen when={createOpen}>
        <CreateBoardDialog
          open={createOpen}
          onOpenChange={setCreateOpen}
          onCreated={open}
          onPremiumRequired={() => setPremiumOpen(true)}
          hasPremium={hasPremium}
        />
      </MountWhen>
      <MountWhen when={toDelete !== null}>
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
      </MountWhen>
      <MountWhen when={premiumOpen}>
        <PremiumRequiredDialog
          open={premiumOpen}
          onOpenChange={setPremiumOpen}
          dismissLabel="Close"
          description="Vision board image generation is a premium feature. Upgrade your account to access AI-powered vision boards."
        />
      </MountWhen>
    </>
  );
}
