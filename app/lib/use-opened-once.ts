import { useState } from "react";

/**
 * True from the first time `open` is true. The overlays (search, menu, sign-in, the shop's cart)
 * are closed on almost every visit and share a dialog primitive heavier than the rest of the
 * chrome, so their code is loaded the first time one opens and then stays mounted for its closing
 * animation and the next use.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
