// Lucide's "target" icon, drawn by line-icon.tsx: one module per icon, so a chunk carries only the icons it draws.
import { lineIcon } from "./line-icon.tsx";

export const Target = /* @__PURE__ */ lineIcon(
  "Target",
  '<circle cx="12" cy="12" r="10"></circle><circle cx="12" cy="12" r="6"></circle><circle cx="12" cy="12" r="2"></circle>',
);
