// Renders the installable app's icons from the app icon (app/icon.svg) with sharp:
//   public/icons/icon-192.png, icon-512.png  - "any" purpose, the rounded tile as drawn;
//   public/icons/maskable-512.png            - full-bleed tile, the glyph inside the 80% safe zone;
//   public/icons/apple-touch-icon.png        - 180 px for iOS home screens;
//   app/favicon.ico                          - 16, 32 and 48 px, for browsers and tools that ask
//                                              for /favicon.ico whatever the page links (png-to-ico).
// Usage: node scripts/gen-app-icons.mjs (commit the PNGs; the build does not run this).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import pngToIco from "png-to-ico";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const svg = fs.readFileSync(path.join(root, "app/icon.svg"), "utf8");
const out = path.join(root, "public/icons");
fs.mkdirSync(out, { recursive: true });

// The maskable variant: the tile's colour fills the square (no rounded corners, launchers cut
// their own shape) and the glyph shrinks to 60% so every mask shape keeps it whole.
const fill = /<rect[^>]*fill="([^"]+)"/.exec(svg)?.[1] ?? "#0f5e63";
const glyph = /<g[\s\S]*<\/g>/.exec(svg)?.[0] ?? "";
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${fill}"/>
  <g transform="translate(6.4 6.4) scale(0.6)">${glyph}</g>
</svg>`;

const render = (source, size, file) =>
  sharp(Buffer.from(source), { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));

await Promise.all([
  render(svg, 192, "icon-192.png"),
  render(svg, 512, "icon-512.png"),
  render(maskable, 512, "maskable-512.png"),
  render(maskable, 180, "apple-touch-icon.png"),
  render(maskable, 96, "shortcut-96.png"),
]);
const favicon = await Promise.all(
  [16, 32, 48].map((size) =>
    sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 32) })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer(),
  ),
);
fs.writeFileSync(path.join(root, "app/favicon.ico"), await pngToIco(favicon));
console.log(`Wrote ${fs.readdirSync(out).length} icons to public/icons, and app/favicon.ico`);
