"use client";

import { Download, ImageIcon, Trash2 } from "@/components/ui/icons";
import { COLLAGE_MAX } from "@/lib/vision-boards/shapes";
import type { VisionBoardDto } from "@/lib/vision-boards/schemas";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { LocalDate } from "@/components/layout/local-date";

type Props = {
  board: VisionBoardDto;
  selected: boolean;
  onOpen: () => void;
  onSave: () => void;
  onDelete: () => void;
};

/* eslint-disable @next/next/no-img-element -- private, per-user images served by our API */

/**
 * Up to 4 item thumbnails in a 2x2 grid (gray cells fill the rest), else the board's image, else
 * an icon. A board whose only item is the picture chosen at creation shows that picture whole.
 */
function Collage({ board }: { board: VisionBoardDto }) {
  const thumbs = board.previewItems.slice(0, COLLAGE_MAX);
  const onlyCover = thumbs.length === 1 && thumbs[0]!.imageUrl === board.imageUrl;
  if (thumbs.length > 0 && !onlyCover) {
    return (
      <div
        className="grid h-full grid-cols-2 grid-rows-2 gap-0.5 bg-background"
        data-testid="board-collage"
      >
        {Array.from({ length: COLLAGE_MAX }, (_, i) => {
          const item = thumbs[i];
          return item?.imageUrl ? (
            <img
              key={item.id}
              src={item.imageUrl}
              alt=""
              loading="lazy"
              className="size-full object-cover"
            />
          ) : (
            <div key={`empty-${i}`} className="size-full bg-gray-200 dark:bg-gray-700" />
          );
        })}
      </div>
    );
  }
  if (board.imageUrl)
    return <img src={board.imageUrl} alt="" loading="lazy" className="size-full object-cover" />;
  return (
    <div className="flex size-full items-center justify-center bg-muted text-muted-foreground">
      <ImageIcon className="size-12" aria-hidden />
    </div>
  );
}

export function BoardCard({ board, selected, onOpen, onSave, onDelete }: Props) {
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-ring/50",
        selected && "ring-2 ring-primary",
      )}
      aria-label={board.title}
    >
      <div className="aspect-[16/10] w-full overflow-hidden border-b">
        <Collage board={board} />
      </div>
      <div className="flex-1 space-y-1 p-4">
        <h3 className="truncate text-lg font-semibold">
          {/* Stretched over the whole card, so a click anywhere opens the board. */}
          <button
            type="button"
            onClick={onOpen}
            className="text-left outline-none after:absolute after:inset-0 after:content-['']"
          >
            {board.title}
          </button>
        </h3>
        <p className="line-clamp-2 text-sm text-muted-foreground">{board.description}</p>
        <p className="pt-1 text-xs text-muted-foreground">
          Created on <LocalDate iso={board.createdAt} />
        </p>
      </div>
      {/* On hover for mouse users; always shown on touch screens; revealed by keyboard focus. */}
      <div className="absolute top-2 right-2 z-10 flex gap-1.5 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100">
        <Button
          type="button"
          size="sm"
          variant="secondary"
          className="shadow"
          onClick={onSave}
          aria-label={`Save ${board.title}`}
        >
          <Download aria-hidden />
          Save
        </Button>
        <Button
          type="button"
          size="sm"
          variant="destructive"
          className="shadow"
          onClick={onDelete}
          aria-label={`Delete ${board.title}`}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
    </article>
  );
}
