// Download names of spec §7: vision-board-{title-slug}.png (canvas) and .jpg (single image).

/** "My Dream Life 2026!" → "my-dream-life-2026"; never empty, never longer than 60 characters. */
function titleSlug(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "board";
}

export const canvasFileName = (title: string) => `vision-board-${titleSlug(title)}.png`;
export const imageFileName = (title: string) => `vision-board-${titleSlug(title)}.jpg`;
