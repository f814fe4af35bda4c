import { type ReactNode, useCallback, useEffect, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "#app/components/ui/dialog.tsx";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { preloadTooltips, Tooltip } from "#app/components/ui/tooltip.tsx";
import { cn } from "#app/lib/cn.ts";
import { sidebarCookie } from "#app/lib/sidebar-state.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useSidebarShortcut } from "#app/lib/use-sidebar-shortcut.ts";
import { AdminNav } from "./admin-nav.tsx";

/** Below this width the sidebar is a drawer (Tailwind's `md`). */
const DRAWER_QUERY = "(max-width: 767px)";

/**
 * True while the router loads another admin page. Every admin loader checks the admin flag on the
 * server before it answers, so "Checking permissions..." is literally what is happening.
 */
function useCheckingPermissions(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== "loading") return false;
  const next = navigation.location.pathname;
  return next.startsWith("/admin") && next !== location.pathname;
}

/** The sidebar's open flag, kept in its cookie so the server draws it right next time. */
function useSidebarOpen(initial: boolean) {
  const [open, setOpen] = useState(initial);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggle = useCallback(() => {
    if (window.matchMedia(DRAWER_QUERY).matches) {
      setDrawerOpen((current) => !current);
      return;
    }
    const next = !open;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet.
    document.cookie = sidebarCookie(next, window.location.protocol === "https:");
    setOpen(next);
  }, [open]);
  return { open, toggle, drawerOpen, setDrawerOpen };
}

/**
 * The admin area's frame: a 16rem sidebar of every section beside the page (an icon rail when
 * collapsed, a drawer on phones), Ctrl+B or Cmd+B to toggle it, and the pending state while the
 * next admin page is checked.
 */
export function AdminAppShell(props: { initialOpen: boolean; children: ReactNode }) {
  const { open, toggle, drawerOpen, setDrawerOpen } = useSidebarOpen(props.initialOpen);
  const checking = useCheckingPermissions();
  const hydrated = useHydrated();
  const location = useLocation();
  useSidebarShortcut(toggle);
  useEffect(preloadTooltips, []);
  // A navigation closes the drawer, however it was made (a link in it, Back, a shortcut).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger.
  useEffect(() => setDrawerOpen(false), [location.key, setDrawerOpen]);

  const toggleLabel = open ? "Collapse sidebar" : "Expand sidebar";
  return (
    <div className="flex pt-16">
      <aside
        id="admin-sidebar"
        data-state={open ? "expanded" : "collapsed"}
        className={cn(
          "sticky top-16 hidden h-[calc(100dvh-4rem-var(--test-bar-height,0rem))] shrink-0 flex-col border-r border-border md:flex",
          open ? "w-64" : "w-14",
        )}
      >
        <div className="flex-1 overflow-y-auto p-2">
          <AdminNav collapsed={!open} />
        </div>
        {hydrated ? (
          <div className="border-t border-border p-2">
            <Tooltip label={`${toggleLabel} (Ctrl+B)`} side="right">
              <button
                type="button"
                onClick={toggle}
                aria-label={toggleLabel}
                aria-expanded={open}
                aria-controls="admin-sidebar"
                aria-keyshortcuts="Control+B Meta+B"
                className="flex h-9 w-full items-center gap-3 rounded-lg px-3 text-sm text-muted-foreground hover:bg-muted hover:text-foreground"
              >
                <SpriteIcon name="panel-left" className="size-4 shrink-0" />
                <span className={cn("truncate", !open && "sr-only")}>Collapse</span>
              </button>
            </Tooltip>
          </div>
        ) : null}
      </aside>
      <div className="min-w-0 flex-1">
        <div className="px-4 pt-6 md:hidden">
          {hydrated ? (
            <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
              <DialogTrigger
                aria-controls="admin-drawer"
                className="inline-flex h-10 items-center gap-2 rounded-full border border-border px-4 text-sm hover:bg-muted"
              >
                <SpriteIcon name="panel-left" className="size-4" />
                Admin menu
              </DialogTrigger>
              <DialogContent id="admin-drawer" side="left" closeLabel="Close admin menu">
                <DialogTitle className="mb-4 font-display text-lg font-semibold">Admin</DialogTitle>
                <DialogDescription className="sr-only">
                  Every section of the admin area.
                </DialogDescription>
                <AdminNav collapsed={false} />
              </DialogContent>
            </Dialog>
          ) : (
            <noscript>
              <AdminNav collapsed={false} />
            </noscript>
          )}
        </div>
        <div role="status" aria-live="polite" className={checking ? "px-4 pt-6" : "sr-only"}>
          {checking ? (
            <p className="mx-auto max-w-6xl rounded-xl border bg-card px-4 py-3 text-sm text-muted-foreground">
              Checking permissions...
            </p>
          ) : null}
        </div>
        <div aria-busy={checking} className={cn(checking && "opacity-60")}>
          {props.children}
        </div>
      </div>
    </div>
  );
}
