import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";
import { ThemeProvider } from "@/components/theme/theme-provider";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { PRODUCT_NAME, TAGLINE } from "@/lib/brand";

export const metadata: Metadata = {
  title: { default: `${PRODUCT_NAME} · ${TAGLINE}`, template: `%s · ${PRODUCT_NAME}` },
  description: "Sort your tasks into the eight areas of the wheel of life and see how balanced your effort is.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <ThemeProvider>
          {children}
          <LazyToaster />
        </ThemeProvider>
      </body>
    </html>
  );
}
