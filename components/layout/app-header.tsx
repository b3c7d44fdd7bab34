// The signed-in header. Rendered on the server: its text and icons cost the page no JavaScript;
// the links, the theme menu, Logout and the phone menu are small client islands.
import { Loader2, LogOut } from "@/components/ui/icons";
import { LazyThemeMenu } from "@/components/theme/lazy-theme-menu";
import { PRODUCT_NAME } from "@/lib/brand";
import { AppLink } from "@/components/ui/app-link";
import { LogoutButton } from "./logout-button";
import { NavLink } from "./nav-link";
import { DESTINATIONS, type Destination } from "./destinations";
import { greetingName } from "./nav-rules";
import { PhoneMenuButton } from "./phone-menu-button";
import { OfflineBadge } from "@/components/pwa/offline-badge";
import { LazyHeaderTimer } from "@/components/timer/lazy-header-timer";
import type { RunningTimerDto } from "@/lib/time-entries/shapes";
import { SearchLauncher } from "@/components/search/search-launcher";
import { ShortcutsHelp } from "./shortcuts-help";

const spinner = <Loader2 className="animate-spin" aria-hidden />;

/** The pages' buttons: labelled on a desktop (the settings cog aside), icons on a phone. */
const navLinks = (list: readonly Destination[], phone: boolean) =>
  list.map((d) => (
    <NavLink
      key={d.item}
      item={d.item}
      href={d.href}
      label={d.label}
      icon={<d.icon aria-hidden />}
      spinner={spinner}
      iconOnly={phone || d.iconOnly}
    />
  ));

export function AppHeader({ email, timer }: { email: string; timer: RunningTimerDto | null }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      {/* On a phone a running timer takes a row of its own under the bar (it wraps there): beside
          the brand and five buttons it pushed the menu past the screen's edge. */}
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 max-sm:min-h-14 max-sm:flex-wrap sm:h-14 sm:px-6">
        <AppLink
          href="/"
          data-tap
          className="mr-2 text-lg font-semibold tracking-tight text-primary"
        >
          {PRODUCT_NAME}
        </AppLink>
        {/* Not on a phone: beside the brand and the buttons it was cut to "H…"; the phone menu
            names the account instead. */}
        <span
          className="truncate text-sm text-muted-foreground max-sm:hidden"
          data-testid="greeting"
        >
          Hi, {greetingName(email)}
        </span>
        <OfflineBadge />
        <LazyHeaderTimer initial={timer} />
        <nav aria-label="Main" className="ml-auto flex items-center gap-1">
          {/* One search for both layouts: a labelled button on a desktop, an icon on a phone. */}
          <SearchLauncher />
          {/* Desktop: labelled buttons. */}
          <div className="hidden items-center gap-1 md:flex">
            {navLinks(DESTINATIONS, false)}
            <LazyThemeMenu />
            <LogoutButton icon={<LogOut aria-hidden />} />
          </div>
          {/* Phone: icon buttons plus a side menu (the other pages, theme, Logout) loaded on first use. */}
          <div className="flex items-center gap-1 md:hidden">
            {navLinks(
              DESTINATIONS.filter((d) => d.phoneBar),
              true,
            )}
            <PhoneMenuButton email={email} />
          </div>
        </nav>
      </div>
      <ShortcutsHelp />
    </header>
  );
}
