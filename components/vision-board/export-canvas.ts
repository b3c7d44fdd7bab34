// "Save as Image" (spec §5, §9): render the canvas to PNG at scale 2 on white, after every image
// has loaded (15 s limit each) and a 500 ms settle. html-to-image is loaded only here, on demand.
import {
  EXPORT_IMAGE_TIMEOUT_MS,
  EXPORT_OPTIONS,
  EXPORT_SETTLE_MS,
} from "@/lib/vision-boards/shapes";
import { canvasFileName } from "@/lib/vision-boards/file-names";
import { saveUrlAs } from "./download";

/** Elements marked with this attribute (remove buttons, hints) are left out of the picture. */
export const EXPORT_IGNORE_ATTR = "data-export-ignore";

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

function imageLoaded(img: HTMLImageElement): Promise<void> {
  if (img.complete) {
    return img.naturalWidth > 0
      ? Promise.resolve()
      : Promise.reject(new Error(`Image failed to load: ${img.src}`));
  }
  const loaded = new Promise<void>((resolve, reject) => {
    img.addEventListener("load", () => resolve(), { once: true });
    img.addEventListener("error", () => reject(new Error(`Image failed to load: ${img.src}`)), {
      once: true,
    });
  });
  return withTimeout(loaded, EXPORT_IMAGE_TIMEOUT_MS, "Image load");
}

export async function exportCanvasAsPng(node: HTMLElement, title: string): Promise<void> {
  await Promise.all([...node.querySelectorAll("img")].map(imageLoaded));
  await delay(EXPORT_SETTLE_MS);
  const { toPng } = await import("html-to-image");
  const dataUrl = await withTimeout(
    toPng(node, {
      ...EXPORT_OPTIONS,
      // The on-screen dot grid is a UI aid, not part of the board.
      style: { backgroundImage: "none" },
      filter: (el) => !(el instanceof HTMLElement && el.hasAttribute(EXPORT_IGNORE_ATTR)),
    }),
    EXPORT_IMAGE_TIMEOUT_MS,
    "Rendering the board",
  );
  saveUrlAs(dataUrl, canvasFileName(title));
}
