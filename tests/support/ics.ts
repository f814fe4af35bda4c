/** A small RFC 5545 reader for tests: unfolds lines and returns each component's properties. */
export function parseIcs(text: string): { name: string; props: Record<string, string> }[] {
  if (!text.startsWith("BEGIN:VCALENDAR\r\n")) throw new Error("not a calendar");
  const lines = text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
  const stack: { name: string; props: Record<string, string> }[] = [];
  const done: { name: string; props: Record<string, string> }[] = [];
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon < 1) throw new Error(`malformed line: ${line}`);
    const key = line.slice(0, colon);
    const value = line.slice(colon + 1);
    if (key === "BEGIN") stack.push({ name: value, props: {} });
    else if (key === "END") {
      const component = stack.pop();
      if (component?.name !== value)
        throw new Error(`END:${value} does not close ${component?.name}`);
      done.push(component);
    } else {
      const current = stack.at(-1);
      if (!current) throw new Error(`property outside a component: ${line}`);
      current.props[key] = value;
    }
  }
  if (stack.length > 0) throw new Error("unclosed component");
  return done;
}
