import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { Tooltip } from "#app/components/ui/tooltip.tsx";
import { cn } from "#app/lib/cn.ts";
import { NavLink } from "#app/lib/links.tsx";
import { ADMIN_SECTIONS } from "./admin-sections.ts";

/**
 * The admin sections as plain links, grouped. Collapsed, only the icons show and each keeps its
 * label as its accessible name and as a tooltip.
 */
export function AdminNav(props: { collapsed: boolean; onNavigate?: () => void }) {
  const { collapsed } = props;
  return (
    <nav aria-label="Admin" className="space-y-4">
      {ADMIN_SECTIONS.map((group) => (
        <div key={group.title ?? "start"}>
          {group.title ? (
            <h2
              className={cn(
                "px-3 pb-1 text-xs font-medium tracking-wider text-muted-foreground uppercase",
                collapsed && "sr-only",
              )}
            >
              {group.title}
            </h2>
          ) : null}
          <ul className="space-y-0.5">
            {group.links.map((link) => (
              <li key={link.href}>
                <Tooltip label={link.label} side="right" hidden={!collapsed}>
                  <NavLink
                    to={link.href}
                    end={link.href === "/admin"}
                    onClick={props.onNavigate}
                    // A static class: the tooltip's trigger merges classes as strings, and the
                    // router marks the current page with aria-current.
                    className="flex h-9 items-center gap-3 rounded-lg px-3 text-sm text-foreground transition-colors hover:bg-muted aria-[current=page]:bg-primary aria-[current=page]:font-medium aria-[current=page]:text-primary-foreground"
                  >
                    <SpriteIcon name={link.icon} className="size-4 shrink-0" />
                    <span className={cn("truncate", collapsed && "sr-only")}>{link.label}</span>
                  </NavLink>
                </Tooltip>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
