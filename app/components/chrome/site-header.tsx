import { lazy, Suspense, useEffect, useState } from "react";
import { ThemeSwitch } from "#app/components/chrome/theme-switch.tsx";
import { CartLink } from "#app/components/shop/cart-link.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { Tooltip } from "#app/components/ui/tooltip.tsx";
import { primaryNav, requestAccessLink } from "#app/content/navigation.ts";
import type { ChromeUser } from "#app/lib/chrome-user.ts";
import { cn } from "#app/lib/cn.ts";
import { Link, NavLink } from "#app/lib/links.tsx";
import { useOpenedOnce } from "#app/lib/use-opened-once.ts";

const MobileMenu = lazy(() => import("#app/components/chrome/mobile-menu.tsx"));
// Most visitors are signed out; the menu primitive then never loads.
const UserMenu = lazy(() => import("#app/components/chrome/user-menu.tsx"));

/** The header turns "scrolled" once the page has moved more than 10 pixels. */
const SCROLLED_OFFSET = 10;

function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLLED_OFFSET);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}

type HeaderProps = {
  siteName: string;
  user: ChromeUser | null;
  theme: "dark" | "light";
  onOpenSearch: () => void;
};

export function SiteHeader(props: HeaderProps) {
  const { siteName, user, theme, onOpenSearch } = props;
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuOpened = useOpenedOnce(menuOpen);

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={cn(
        "fixed inset-x-0 top-0 z-40 h-16 transition-colors",
        scrolled
          ? "border-b border-border bg-background/90 shadow-lg backdrop-blur"
          : "bg-transparent",
      )}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="shrink-0 font-display text-lg font-semibold tracking-wide whitespace-nowrap"
        >
          {siteName}
        </Link>
        <nav aria-label="Main" className="ml-4 hidden flex-1 xl:block">
          <ul className="flex items-center gap-0.5">
            {primaryNav.map((item) => (
              <li key={item.href}>
                <NavLink
                  to={item.href}
                  className={({ isActive }) =>
                    cn(
                      "whitespace-nowrap rounded-full px-2.5 py-2 text-sm hover:bg-muted",
                      isActive ? "text-primary" : "text-foreground",
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <Tooltip label="Search (Ctrl+K)">
            <button
              type="button"
              onClick={onOpenSearch}
              className={buttonClass({ variant: "ghost", size: "icon" })}
              aria-label="Search (Ctrl+K)"
              aria-keyshortcuts="Control+K Meta+K"
            >
              <SpriteIcon name="search" className="h-5 w-5" />
            </button>
          </Tooltip>
          <ThemeSwitch theme={theme} />
          <CartLink className="hidden sm:inline-flex" />
          <div className="hidden items-center gap-2 md:flex">
            {user ? null : (
              <Link to="/auth" className={buttonClass({ variant: "ghost", size: "sm" })}>
                Log In
              </Link>
            )}
            <Link to={requestAccessLink.href} className={buttonClass({ size: "sm" })}>
              {requestAccessLink.label}
            </Link>
            {user ? (
              <Suspense fallback={<span className="h-10 w-10 rounded-full bg-primary" />}>
                <UserMenu user={user} />
              </Suspense>
            ) : null}
          </div>
          <Tooltip label="Open menu">
            <button
              type="button"
              onClick={() => setMenuOpen(true)}
              className={buttonClass({ variant: "ghost", size: "icon", className: "xl:hidden" })}
              aria-label="Open menu"
              aria-expanded={menuOpen}
            >
              <SpriteIcon name="menu" className="h-5 w-5" />
            </button>
          </Tooltip>
        </div>
      </div>
      {menuOpened ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} user={user} />
        </Suspense>
      ) : null}
    </header>
  );
}
