"use client";

// The "Generate Image" block shared by the Create and Add Item dialogs: generate from the given
// description, preview the result, "Generate Another" clears it for a fresh attempt.
import { useRef } from "react";
import { useMutation } from "@tanstack/react-query";
import { Loader2, RefreshCw, Sparkles } from "@/components/ui/icons";
import { apiJson, apiRequest } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { describeGenerationError, MissingImageUrlError } from "./generation-errors";

type Props = {
  prompt: string;
  imageUrl: string | null;
  onImageChange: (url: string | null) => void;
  onPremiumRequired: () => void;
  onPendingChange?: (pending: boolean) => void;
};

export function ImageGenerator({ prompt, imageUrl, onImageChange, onPremiumRequired, onPendingChange }: Props) {
  // Each "Generate Another" asks the server for a different picture of the same description.
  const variation = useRef(0);
  const generate = useMutation({
    mutationFn: async (text: string) => {
      const res = await apiJson<{ imageUrl?: string }>("POST", "/api/vision-boards/generate-image", {
        prompt: text,
        variation: variation.current,
      });
      if (!res?.imageUrl) throw new MissingImageUrlError();
      return res.imageUrl;
    },
    onMutate: () => onPendingChange?.(true),
    onSettled: () => onPendingChange?.(false),
    onSuccess: (url) => onImageChange(url),
    onError: (err) => {
      const failure = describeGenerationError(err);
      if (failure.premiumRequired) onPremiumRequired();
      else toast({ title: "Error", description: failure.message || "Failed to generate image", variant: "destructive" });
    },
  });

  function start() {
    const text = prompt.trim();
    if (!text) {
      toast({ title: "Missing Information", description: "Please enter a description", variant: "destructive" });
      return;
    }
    generate.mutate(text);
  }

  if (imageUrl) {
    return (
      <div className="space-y-2">
        <p className="text-sm font-medium">Generated Image</p>
        {/* eslint-disable-next-line @next/next/no-img-element -- private, per-user image served by our API */}
        <img
          src={imageUrl}
          alt={prompt.trim() || "Generated image"}
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
            apiRequest("DELETE", imageUrl).catch((err) => console.warn("[vision-board] could not discard image:", err));
            onImageChange(null);
          }}
        >
          <RefreshCw aria-hidden />
          Generate Another
        </Button>
      </div>
    );
  }

  return (
    <Button type="button" variant="secondary" className="w-full" onClick={start} disabled={!prompt || generate.isPending}>
      {generate.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
      {generate.isPending ? "Generating..." : "Generate Image"}
    </Button>
  );
}
