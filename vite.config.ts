import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { chunkGroups } from "./vite/chunk-groups.ts";

export default defineConfig(({ isSsrBuild }) => {
  const chunks = chunkGroups();
  return {
    plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [] : [chunks.plugin])],
    build: {
      assetsInlineLimit: 0,
      rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: chunks.groups } } },
    },
  };
});
