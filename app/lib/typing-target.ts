/** Inputs that take text: a shortcut pressed in one of them belongs to the field, not the page. */
const TEXT_INPUT_TYPES = new Set([
  "text",
  "search",
  "email",
  "url",
  "tel",
  "password",
  "number",
  "date",
  "datetime-local",
  "month",
  "time",
  "week",
]);

/** Whether a key press on this element is someone typing (a field, a select or an editor). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // jsdom has no isContentEditable; the attribute says the same.
  const editor = target.closest("[contenteditable]:not([contenteditable='false'])");
  if (target.isContentEditable || editor) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type);
  return target.closest("[role='textbox']") !== null;
}
