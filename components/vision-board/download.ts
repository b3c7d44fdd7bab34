// Client-side downloads (spec §7): a data/object URL saved under a chosen file name.

export function saveUrlAs(href: string, fileName: string): void {
  const a = document.createElement("a");
  a.href = href;
  a.download = fileName;
  a.rel = "noopener";
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/**
 * Downloads one of our stored images as a .jpg (spec: vision-board-{slug}.jpg). Stored images
 * may be PNG, so they are re-encoded rather than saved as PNG bytes under a .jpg name.
 */
export async function downloadImageAsJpeg(url: string, fileName: string): Promise<void> {
  const res = await fetch(url, { credentials: "include" });
  if (!res.ok) throw new Error(`Image request failed: ${res.status}`);
  let blob = await res.blob();
  if (blob.type !== "image/jpeg") {
    const bitmap = await createImageBitmap(blob);
    const canvas = document.createElement("canvas");
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("Canvas is not available");
    // JPEG has no transparency: paint on white like the canvas export.
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(bitmap, 0, 0);
    bitmap.close();
    blob = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (b) => (b ? resolve(b) : reject(new Error("JPEG encoding failed"))),
        "image/jpeg",
        0.95,
      ),
    );
  }
  const objectUrl = URL.createObjectURL(blob);
  try {
    saveUrlAs(objectUrl, fileName);
  } finally {
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
}
