"use client";

// The picture block shared by the Create and Add Item dialogs: "Generate Image" from the given
// description (premium) or "Upload a photo" of your own (everyone), a preview, and a way to
// start again ("Generate Another" / "Choose Another Photo").
import { useRef, useState, type ChangeEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { Crown, ImageIcon, Loader2, RefreshCw, Sparkles } from "@/components/ui/icons";
import { AppLink } from "@/components/ui/app-link";
import { apiJson, apiRequest, serverMessage } from "@/lib/api/client";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/utils";
import { describeGenerationError, MissingImageUrlError } from "./generation-errors";
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE, uploadPhoto } from "./upload-photo";

type Props = {
  prompt: string;
  /** Free users see generation marked Premium, with the offer, before they type anything. */
  hasPremium: boolean;
  imageUrl: string | null;
  onImageChange: (url: string | null) => void;
  onPremiumRequired: () => void;
  onPendingChange?: (pending: boolean) => void;
};

export function ImageGenerator({
  prompt,
  hasPremium,
  imageUrl,
  onImageChange,
  onPremiumRequired,
  onPendingChange,
}: Props) {
  const [source, setSource] = useState<"generated" | "uploaded">("generated");
  // Each "Generate Another" asks the server for a different picture of the same description.
  const variation = useRef(0);
  const generate = useMutation({
    mutationFn: async (text: string) => {
      const res = await apiJson<{ imageUrl?: string }>(
        "POST",
        "/api/vision-boards/generate-image",
        {
          prompt: text,
          variation: variation.current,
        },
      );
      if (!res?.imageUrl) throw new MissingImageUrlError();
      return res.imageUrl;
    },
    onMutate: () => onPendingChange?.(true),
    onSettled: () => onPendingChange?.(false),
    onSuccess: (url) => {
      setSource("generated");
      onImageChange(url);
    },
    onError: (err) => {
      const failure = describeGenerationError(err);
      if (failure.premiumRequired) onPremiumRequired();
      else
        toast({
          title: "Error",
          description: failure.message || "Failed to generate image",
          variant: "destructive",
        });
    },
  });

  const upload = useMutation({
    mutationFn: uploadPhoto,
    onMutate: () => onPendingChange?.(true),
    onSettled: () => onPendingChange?.(false),
    onSuccess: (url) => {
      setSource("uploaded");
      onImageChange(url);
    },
    onError: (err) =>
      toast({
        title: "Upload failed",
        description: serverMessage(err, "Could not upload the photo"),
        variant: "destructive",
      }),
  });

  function start() {
    const text = prompt.trim();
    if (!text) {
      toast({
        title: "Missing Information",
        description: "Please enter a description",
        variant: "destructive",
      });
      return;
    }
    // Known to be premium-only: offer the upgrade at once instead of asking the server to refuse.
    if (!hasPremium) return onPremiumRequired();
    generate.mutate(text);
  }

  function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = ""; // choosing the same file again still fires
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) {
      toast({ title: "Upload failed", description: PHOTO_TOO_LARGE, variant: "destructive" });
      return;
    }
    upload.mutate(file);
  }

  if (imageUrl) {
    return (
      <div className="space-y-2">
        <p className="text-sm font-medium">
          {source === "uploaded" ? "Your Photo" : "Generated Image"}
        </p>
        {/* eslint-disable-next-line @next/next/no-img-element -- private, per-user image served by our API */}
        <img
          src={imageUrl}
          alt={prompt.trim() || (source === "uploaded" ? "Your photo" : "Generated image")}
          className="mx-auto aspect-square w-full max-w-60 rounded-md border bg-muted object-cover"
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-full"
          onClick={() => {
            variation.current += 1;
            // The discarded picture is not kept on the server (unless a board or item already uses it).
            apiRequest("DELETE", imageUrl).catch((err) =>
              console.warn("[vision-board] could not discard image:", err),
            );
            onImageChange(null);
          }}
        >
          <RefreshCw aria-hidden />
          {source === "uploaded" ? "Choose Another Photo" : "Generate Another"}
        </Button>
      </div>
    );
  }

  const busy = generate.isPending || upload.isPending;
  return (
    <div className="space-y-2">
      <div className="grid gap-2 sm:grid-cols-2">
        <Button
          type="button"
          variant="secondary"
          className="w-full"
          onClick={start}
          disabled={!prompt || busy}
        >
          {generate.isPending ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : (
            <Sparkles aria-hidden />
          )}
          {generate.isPending ? "Generating..." : "Generate Image"}
          {!hasPremium && (
            <Badge
              variant="outline"
              className="ml-1 border-amber-600/60 text-amber-800 dark:text-amber-300"
            >
              <Crown aria-hidden />
              Premium
            </Badge>
          )}
        </Button>
        {/* A real file input inside its label: keyboard and screen readers reach it as "Upload a photo". */}
        <label
          className={cn(
            buttonVariants({ variant: "outline" }),
            "w-full cursor-pointer focus-within:ring-[3px] focus-within:ring-ring/50",
            busy && "pointer-events-none opacity-50",
          )}
        >
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            onChange={choose}
            disabled={busy}
          />
          {upload.isPending ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : (
            <ImageIcon aria-hidden />
          )}
          {upload.isPending ? "Uploading..." : "Upload a photo"}
        </label>
      </div>
      {!hasPremium && (
        <p className="text-xs text-muted-foreground" data-testid="generation-offer">
          Generating images is a Premium feature.{" "}
          <AppLink
            href="/subscribe"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Upgrade to Premium
          </AppLink>{" "}
          or upload photos of your own for free.
        </p>
      )}
    </div>
  );
}
