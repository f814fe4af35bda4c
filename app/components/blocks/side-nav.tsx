import { useEffect, useState } from "react";

type NavItem = { id: string; label: string };

/**
 * An in-page navigator: plain anchor links (so it works before JavaScript and by keyboard), sticky
 * beside the content on wide screens. Once hydrated it marks the section being read.
 */
export function SideNav(props: { label: string; items: NavItem[] }) {
  const { items } = props;
  const [current, setCurrent] = useState<string | null>(null);

  useEffect(() => {
    const sections = items
      .map((item) => document.getElementById(item.id))
      .filter((element): element is HTMLElement => element !== null);
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        const top = visible.sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0];
        if (top) setCurrent(top.target.id);
      },
      // A section counts as being read while it crosses the upper part of the viewport.
      { rootMargin: "-20% 0px -60% 0px" },
    );
    for (const section of sections) observer.observe(section);
    return () => observer.disconnect();
  }, [items]);

  return (
    <nav aria-label={props.label} className="lg:sticky lg:top-24">
      <p className="text-sm font-semibold tracking-wider text-muted-foreground uppercase">
        {props.label}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              aria-current={current === item.id ? "location" : undefined}
              className="block rounded-full border px-3 py-1.5 text-sm hover:bg-muted aria-[current=location]:bg-primary aria-[current=location]:text-primary-foreground lg:rounded-lg lg:border-0"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
