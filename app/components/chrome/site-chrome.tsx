import { lazy, type ReactNode, Suspense, useCallback, useState } from "react";
import { AuthDialog } from "#app/components/auth/auth-dialog.tsx";
import { NavigationStatus } from "#app/components/chrome/navigation-status.tsx";
import { ScrollToTop } from "#app/components/chrome/scroll-to-top.tsx";
import { SiteFooter } from "#app/components/chrome/site-footer.tsx";
import { SiteHeader } from "#app/components/chrome/site-header.tsx";
import { useOptimisticTheme } from "#app/components/chrome/theme-switch.tsx";
import { TestModeNotice } from "#app/components/payments/test-mode-notice.tsx";
import type { ChromeUser } from "#app/lib/chrome-user.ts";
import type { PublicConfig } from "#app/lib/public-config.ts";
import { useOpenedOnce } from "#app/lib/use-opened-once.ts";
import { useSearchShortcut } from "#app/lib/use-search-shortcut.ts";

const SearchOverlay = lazy(() => import("#app/components/search/search-overlay.tsx"));

type ChromeData = { user: ChromeUser | null; theme: "dark" | "light"; config: PublicConfig };

/** The header, footer and overlays that wrap every page. */
export function SiteChrome(props: { data: ChromeData; children: ReactNode }) {
  const { user, config } = props.data;
  const theme = useOptimisticTheme(props.data.theme);
  const [searchOpen, setSearchOpen] = useState(false);
  const openSearch = useCallback(() => setSearchOpen(true), []);
  useSearchShortcut(openSearch);
  const searchOpened = useOpenedOnce(searchOpen);

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-full focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <SiteHeader siteName={config.siteName} user={user} theme={theme} onOpenSearch={openSearch} />
      <NavigationStatus />
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        {props.children}
      </main>
      <SiteFooter config={config} />
      {config.testPayments ? <TestModeNotice /> : null}
      {searchOpened ? (
        <Suspense fallback={null}>
          <SearchOverlay open={searchOpen} onOpenChange={setSearchOpen} />
        </Suspense>
      ) : null}
      <AuthDialog />
    </>
  );
}
