import { mergeAttributes, Node } from "@tiptap/react";

/**
 * A picture from the media library in the post's text. The node keeps the picture's id and alt
 * text, and one small file's address so the editor can show it; the page draws it from the library
 * in every size. Only this editor's own pictures parse (`data-media-id`): one pasted from a word
 * processor or another site is dropped, as the allowlist would drop it.
 */
export const LibraryImageNode = Node.create({
  name: "image",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      mediaId: {
        default: null,
        parseHTML: (element) => element.getAttribute("data-media-id"),
        renderHTML: (attributes) => ({ "data-media-id": attributes.mediaId }),
      },
      alt: { default: "" },
      src: { default: "" },
    };
  },
  parseHTML() {
    return [{ tag: "img[data-media-id]" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["img", mergeAttributes(HTMLAttributes, { class: "h-auto w-full rounded-xl" })];
  },
});
