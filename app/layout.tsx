import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { headers } from "next/headers";
import "./globals.css";
import { THEME_SCRIPT } from "@/components/theme/theme-script";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { PRODUCT_NAME, TAGLINE } from "@/lib/brand";
import { THEME_COLOR } from "@/lib/pwa/colors";
import { INSTALL_PROMPT_SCRIPT } from "@/lib/pwa/install-script";
import { SWIPE_HINT_SCRIPT } from "@/components/tasks/swipe-hint-seen";
import { PwaSetup } from "@/components/pwa/pwa-setup";

export const metadata: Metadata = {
  title: { default: `${PRODUCT_NAME} · ${TAGLINE}`, template: `%s · ${PRODUCT_NAME}` },
  description:
    "Sort your tasks into the eight areas of the wheel of life and see how balanced your effort is.",
  applicationName: PRODUCT_NAME,
  appleWebApp: { capable: true, title: PRODUCT_NAME, statusBarStyle: "default" },
  icons: { apple: "/icons/apple-touch-icon.png" },
};

// viewport-fit=cover lets the installed app draw under a notch; globals.css pads by the safe-area
// insets. interactiveWidget: the on-screen keyboard resizes the layout, so dialogs stay above it.
export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  viewportFit: "cover",
  interactiveWidget: "resizes-content",
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: THEME_COLOR.light },
    { media: "(prefers-color-scheme: dark)", color: THEME_COLOR.dark },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The page's CSP nonce (proxy.ts): the inline theme script runs only with it.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    // The theme script sets the html class before the first paint; React is told not to mind it.
    <html lang="en" suppressHydrationWarning>
      <head>
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{
            __html: `${THEME_SCRIPT};${SWIPE_HINT_SCRIPT};${INSTALL_PROMPT_SCRIPT}`,
          }}
        />
      </head>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        {children}
        <LazyToaster />
        <PwaSetup />
      </body>
    </html>
  );
}
