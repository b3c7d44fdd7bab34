// The web app manifest (/manifest.webmanifest): what makes Balance installable on a phone's home
// screen. Icons come from scripts/gen-app-icons.mjs; the theme colours match globals.css.
import type { MetadataRoute } from "next";
import { PRODUCT_NAME, TAGLINE } from "@/lib/brand";
import { BACKGROUND_COLOR, THEME_COLOR } from "@/lib/pwa/colors";

export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    description: `${TAGLINE}: sort your tasks into the eight areas of life and keep a journal, online or not.`,
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    theme_color: THEME_COLOR.light,
    background_color: BACKGROUND_COLOR.light,
    categories: ["productivity", "lifestyle"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [
      {
        name: "New task",
        short_name: "Task",
        url: "/?new=task",
        icons: [{ src: "/icons/shortcut-96.png", sizes: "96x96", type: "image/png" }],
      },
      {
        name: "New journal entry",
        short_name: "Journal",
        url: "/notebook?new=entry",
        icons: [{ src: "/icons/shortcut-96.png", sizes: "96x96", type: "image/png" }],
      },
    ],
  };
}
