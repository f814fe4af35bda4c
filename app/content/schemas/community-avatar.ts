import type { Image } from "./blocks.ts";

/** One of the numbered member avatars the community pages show; decorative, so no alt text. */
export const communityAvatar = (n: number): Image => ({
  src: `/images/community/avatar-${n}.svg`,
  alt: "",
  width: 160,
  height: 160,
});
