import {
  type ComponentType,
  createContext,
  type ReactNode,
  type SyntheticEvent,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

// biome-ignore lint/suspicious/noExplicitAny: each part takes its own props, named where it is used
type AnyPart = ComponentType<any>;

/**
 * The parts the server draws itself, by name, given by entry.server.tsx: only the server build
 * imports their code, so the browser's first visit does not download it.
 */
const ServerParts = createContext<Record<string, AnyPart>>({});

export function ServerPartsProvider(props: {
  parts: Record<string, AnyPart>;
  children: ReactNode;
}) {
  return <ServerParts.Provider value={props.parts}>{props.children}</ServerParts.Provider>;
}

/** Parts already loaded in this visit: later pages draw them at once. */
const loaded = new WeakMap<() => Promise<ComponentType<never>>, ComponentType<never>>();

const FIELDS = "input:not([type=hidden]):not([type=submit]), textarea, select";

/**
 * Puts what the visitor did to the server's copy (now out of the page) into the loaded part: every
 * typed value, the focus, and a submit they pressed while the code was on its way.
 */
function carryOver(
  from: HTMLElement,
  to: HTMLElement | null,
  visitor: { focusedId: string | null; submitted: boolean },
) {
  const typed = new Map<string, string>();
  for (const field of from.querySelectorAll<HTMLInputElement>(FIELDS)) {
    if (field.name && field.value) typed.set(field.name, field.value);
  }
  for (const field of to?.querySelectorAll<HTMLInputElement>(FIELDS) ?? []) {
    const value = typed.get(field.name);
    if (value !== undefined) field.value = value;
  }
  if (visitor.focusedId) document.getElementById(visitor.focusedId)?.focus();
  if (visitor.submitted) to?.querySelector("form")?.requestSubmit();
}

type Mode = "server" | "static" | "live";

/**
 * A part of a page (a sign-up form below the fold) whose code the browser fetches only when the
 * visitor reaches it. The server draws the part itself (`name` in `ServerPartsProvider`, so the
 * browser build leaves its code out); the browser keeps that HTML as it is, a form that posts
 * without JavaScript, and loads the part when the visitor focuses, points at or touches it. The
 * loaded part takes the HTML's place with what was typed, the focus, and a submit pressed while
 * the code was on its way. A page reached by a client navigation has no such HTML: the part loads
 * at once. Hand-written, see docs/decisions/0032-parts-hydrated-when-used.md.
 */
export function StaticUntilUsed<Props extends object>(props: {
  name: string;
  load: () => Promise<ComponentType<Props>>;
  props: Props;
}) {
  const serverParts = useContext(ServerParts);
  const { load } = props;
  const id = useId();
  const [mode] = useState<Mode>(() => {
    if (typeof document === "undefined") return "server";
    return document.getElementById(id)?.firstChild ? "static" : "live";
  });
  const [Part, setPart] = useState(
    () =>
      loaded.get(load as () => Promise<ComponentType<never>>) as ComponentType<Props> | undefined,
  );
  // The server's copy, kept after React takes it out, to read what was typed up to the swap.
  const serverCopy = useRef<HTMLElement | null>(null);
  const visitor = useRef({ focusedId: null as string | null, submitted: false });
  const loading = useRef(false);

  const start = () => {
    if (loading.current || Part) return;
    loading.current = true;
    load().then(
      (component) => {
        loaded.set(load as () => Promise<ComponentType<never>>, component as ComponentType<never>);
        const focused = document.activeElement;
        visitor.current.focusedId =
          focused && serverCopy.current?.contains(focused) ? focused.id || null : null;
        setPart(() => component);
      },
      () => {
        // Without its code the server's copy stays: a form that posts without JavaScript.
        loading.current = false;
        if (!visitor.current.submitted) return;
        visitor.current.submitted = false;
        serverCopy.current?.querySelector("form")?.submit();
      },
    );
  };

  useEffect(() => {
    if (mode === "live") start();
  });

  useLayoutEffect(() => {
    if (!Part || !serverCopy.current) return;
    carryOver(serverCopy.current, document.getElementById(id), visitor.current);
    serverCopy.current = null;
  }, [Part, id]);

  if (mode === "server") {
    const Server = serverParts[props.name] as ComponentType<Props> | undefined;
    return <div id={id}>{Server ? <Server {...props.props} /> : null}</div>;
  }
  if (Part) {
    return (
      <div key="live" id={id}>
        <Part {...props.props} />
      </div>
    );
  }
  if (mode === "live") return <div key="live" id={id} />;
  const hold = (event: SyntheticEvent) => {
    event.preventDefault();
    visitor.current.submitted = true;
    start();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only listens; the controls are the form's own, inside it
    <div
      key="static"
      id={id}
      ref={(element) => {
        if (element) serverCopy.current = element;
      }}
      // The server's HTML stays as it is: React neither hydrates nor replaces what is inside.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, no content of anyone's
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
      onFocus={start}
      onPointerOver={start}
      onTouchStart={start}
      onSubmit={hold}
    />
  );
}
