import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Keep one CSS file per build: the site's whole stylesheet is small and cached across pages.
    cssCodeSplit: false,
  },
});
