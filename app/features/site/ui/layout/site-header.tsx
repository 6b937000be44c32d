import { useCallback, useEffect, useState } from "react";
import { isScrolledPastThreshold } from "./nav-geometry.ts";
import { SearchButton } from "#app/features/search/ui/search-button.tsx";
import { AccountLinks } from "./account-links.tsx";
import { DesktopNav } from "./desktop-nav.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { ThemeMenu } from "./theme-switch.tsx";

/** spec §9: the bar turns translucent once the page is scrolled more than 10 px. */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(isScrolledPastThreshold(window.scrollY));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return scrolled;
}

/**
 * The top bar of every page (spec §2 "Shared layout"): logo, main menu with dropdowns, language and
 * theme switches, sign-in and Demo links on large screens; logo, language and the menu toggle below.
 */
export function SiteHeader() {
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const onMenuOpenChange = useCallback((open: boolean) => setMenuOpen(open), []);
  const translucent = scrolled && !menuOpen;
  return (
    // Open, the mobile panel covers the floating launchers (chat, feedback) too.
    <header
      data-scrolled={translucent ? "true" : "false"}
      className={`sticky top-0 ${menuOpen ? "z-50" : "z-40"}`}
    >
      {/* The blur sits on its own layer: a backdrop-filter on the header itself would trap the
          mobile panel (position: fixed) inside the header's box. */}
      <div
        aria-hidden="true"
        className={`absolute inset-0 -z-10 border-b transition-[background-color,border-color,box-shadow] duration-200 ${
          translucent
            ? "border-line/70 bg-surface/75 shadow-sm shadow-slate-900/5 backdrop-blur-lg backdrop-saturate-150"
            : "border-line bg-surface"
        }`}
      />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 xl:gap-4 xl:px-8">
        <Logo compact />
        <div className="flex flex-1 justify-center">
          <DesktopNav />
        </div>
        <SearchButton />
        <div className="hidden items-center gap-1 lg:flex">
          <LanguageSwitch />
          <ThemeMenu />
          <AccountLinks layout="bar" />
        </div>
        <div className="flex items-center gap-1 lg:hidden">
          <LanguageSwitch />
          <MobileMenu onOpenChange={onMenuOpenChange} />
        </div>
      </div>
    </header>
  );
}
