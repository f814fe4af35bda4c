import type { Editor } from "@tiptap/react";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { RichText } from "#app/components/blocks/rich-text.tsx";
import { MediaPicker } from "#app/components/media/media-picker.tsx";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import type { SpriteIconName } from "#app/components/ui/sprite-icons.ts";
import { fallbackSource, type LibraryImage } from "#app/lib/media.ts";
import { isSafeHref, type RichTextDoc } from "#app/schemas/rich-text.ts";
import { LibraryImageNode } from "./library-image-node.ts";

/**
 * The post body's editor: Tiptap with exactly the nodes and marks the site renders (the server's
 * allowlist drops anything else), so what is pasted from a word processor keeps its structure
 * (headings, lists, links, emphasis) and loses its fonts, colours and spans.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      isAllowedUri: (url) => isSafeHref(url),
    },
  }),
  LibraryImageNode,
];

/** Puts a library picture where the cursor is, as a block of its own. */
function insertPicture(editor: Editor, image: LibraryImage) {
  const src = fallbackSource(image, 960)?.url ?? "";
  editor
    .chain()
    .focus()
    .insertContent({ type: "image", attrs: { mediaId: image.id, alt: image.alt, src } })
    .run();
}

type ToolbarButton = {
  label: string;
  icon: SpriteIconName;
  shortcut: string;
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

/** A button that turns a mark or a block type on and off, and shows when it is on. */
function toggle(
  label: string,
  icon: SpriteIconName,
  shortcut: string,
  type: string,
  command: (chain: ReturnType<Editor["chain"]>) => ReturnType<Editor["chain"]>,
): ToolbarButton {
  return {
    label,
    icon,
    shortcut,
    active: (e) => e.isActive(type),
    run: (e) => command(e.chain().focus()).run(),
  };
}

const BUTTONS: ToolbarButton[][] = [
  [
    toggle("Bold", "bold", "Ctrl+B", "bold", (c) => c.toggleBold()),
    toggle("Italic", "italic", "Ctrl+I", "italic", (c) => c.toggleItalic()),
    toggle("Code", "code", "Ctrl+E", "code", (c) => c.toggleCode()),
  ],
  ([2, 3, 4] as const).map((level) => ({
    label: `Heading ${level}`,
    icon: `heading-${level}` as const,
    shortcut: `Ctrl+Alt+${level}`,
    active: (e: Editor) => e.isActive("heading", { level }),
    run: (e: Editor) => e.chain().focus().toggleHeading({ level }).run(),
  })),
  [
    toggle("Bulleted list", "list", "Ctrl+Shift+8", "bulletList", (c) => c.toggleBulletList()),
    toggle("Numbered list", "list-ordered", "Ctrl+Shift+7", "orderedList", (c) =>
      c.toggleOrderedList(),
    ),
    toggle("Quote", "text-quote", "Ctrl+Shift+B", "blockquote", (c) => c.toggleBlockquote()),
    toggle("Code block", "square-code", "Ctrl+Alt+C", "codeBlock", (c) => c.toggleCodeBlock()),
    {
      label: "Divider",
      icon: "separator-horizontal",
      shortcut: "---",
      run: (e) => e.chain().focus().setHorizontalRule().run(),
    },
  ],
  [
    {
      label: "Undo",
      icon: "undo-2",
      shortcut: "Ctrl+Z",
      run: (e) => e.chain().focus().undo().run(),
    },
    {
      label: "Redo",
      icon: "redo-2",
      shortcut: "Ctrl+Shift+Z",
      run: (e) => e.chain().focus().redo().run(),
    },
  ],
];

const buttonClass =
  "inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-pressed:bg-primary/15 aria-pressed:text-foreground";

function Toolbar(props: { editor: Editor; onLink: () => void }) {
  const { editor } = props;
  // Re-drawn as the selection moves, so each button says whether it applies there.
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      states: BUTTONS.flat().map((button) => button.active?.(e) ?? null),
      link: e.isActive("link"),
    }),
  });
  let index = 0;
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      className="flex flex-wrap items-center gap-1 border-b p-1.5"
    >
      {BUTTONS.map((group) => (
        <div
          key={group[0]?.label}
          className="flex items-center gap-0.5 border-r pr-1 last:border-0"
        >
          {group.map((button) => {
            const state = active.states[index++];
            return (
              <button
                key={button.label}
                type="button"
                className={buttonClass}
                aria-label={button.label}
                title={`${button.label} (${button.shortcut})`}
                aria-pressed={state === null ? undefined : state}
                onClick={() => button.run(editor)}
              >
                <SpriteIcon name={button.icon} className="size-4" />
              </button>
            );
          })}
        </div>
      ))}
      <button
        type="button"
        className={buttonClass}
        aria-label="Link"
        title="Link (Ctrl+K)"
        aria-pressed={active.link}
        onClick={props.onLink}
      >
        <SpriteIcon name="link" className="size-4" />
      </button>
      <MediaPicker
        triggerLabel="Picture from the media library"
        icon={<SpriteIcon name="image" className="size-4" />}
        className={buttonClass}
        title="Add a picture to the text"
        onPick={(image) => insertPicture(editor, image)}
      />
    </div>
  );
}

function LinkForm(props: { editor: Editor; onDone: () => void }) {
  const { editor, onDone } = props;
  const id = useId();
  const [href, setHref] = useState<string>(editor.getAttributes("link").href ?? "");
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The form opens because the editor asked for a link: the address is what they type next.
  useEffect(() => input.current?.focus(), []);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const value = href.trim();
    if (!value) {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      return onDone();
    }
    if (!isSafeHref(value)) return setError("Start the address with https://, mailto: or /");
    editor.chain().focus().extendMarkRange("link").setLink({ href: value }).run();
    onDone();
  };
  // A form inside the post's form is not allowed, so this is a fieldset acting on Enter.
  return (
    <fieldset className="flex flex-wrap items-end gap-2 border-b p-2">
      <legend className="sr-only">Link</legend>
      <label htmlFor={id} className="grid gap-1 text-sm">
        Link address
        <input
          id={id}
          value={href}
          ref={input}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") apply(event);
            if (event.key === "Escape") onDone();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-9 w-72 rounded-md border bg-background px-2"
          placeholder="https://"
        />
      </label>
      <button type="button" className="h-9 rounded-md border px-3 text-sm" onClick={apply}>
        {href.trim() ? "Apply" : "Remove link"}
      </button>
      <button type="button" className="h-9 rounded-md px-3 text-sm" onClick={onDone}>
        Cancel
      </button>
      {error ? (
        <p id={`${id}-error`} className="w-full text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The body as an editable document. Until the script runs (and on the server) the text is drawn
 * as readers will see it, so the page shows it at once and nothing jumps when the editor takes over.
 */
export function RichTextEditor(props: {
  id: string;
  label: string;
  initial: RichTextDoc;
  onChange: (doc: RichTextDoc) => void;
}) {
  const [linking, setLinking] = useState(false);
  const editor = useEditor({
    extensions,
    content: props.initial,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id: props.id,
        "aria-label": props.label,
        "aria-multiline": "true",
        role: "textbox",
        class: "prose-body min-h-96 space-y-5 p-4 text-lg leading-relaxed outline-none",
      },
      handleKeyDown: (_view, event) => {
        if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === "k") {
          event.preventDefault();
          setLinking(true);
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => props.onChange(e.getJSON() as RichTextDoc),
  });
  return (
    <div className="rounded-xl border bg-card focus-within:ring-2 focus-within:ring-ring">
      {editor ? (
        <>
          <Toolbar editor={editor} onLink={() => setLinking(true)} />
          {linking ? <LinkForm editor={editor} onDone={() => setLinking(false)} /> : null}
          <EditorContent editor={editor} />
        </>
      ) : (
        <div className="min-h-96 space-y-5 p-4 pt-14 text-lg leading-relaxed opacity-80">
          <RichText doc={props.initial} siteName="{siteName}" images={null} />
        </div>
      )}
    </div>
  );
}
