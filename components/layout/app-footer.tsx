import { PRODUCT_NAME, TAGLINE } from "@/lib/brand";

export function AppFooter() {
  return (
    <footer className="border-t py-6 text-center text-sm text-muted-foreground">
      © {new Date().getFullYear()} {PRODUCT_NAME}. {TAGLINE}.
    </footer>
  );
}
