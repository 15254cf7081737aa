// Lucide's "arrow-left" icon, drawn by line-icon.tsx: one module per icon, so a chunk carries only the icons it draws.
import { lineIcon } from "./line-icon.tsx";

export const ArrowLeft = /* @__PURE__ */ lineIcon(
  "ArrowLeft",
  '<path d="m12 19-7-7 7-7"></path><path d="M19 12H5"></path>',
);
