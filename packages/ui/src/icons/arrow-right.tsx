// Lucide's "arrow-right" icon, drawn by line-icon.tsx: one module per icon, so a chunk carries only the icons it draws.
import { lineIcon } from "./line-icon.tsx";

export const ArrowRight = /* @__PURE__ */ lineIcon(
  "ArrowRight",
  '<path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path>',
);
