// Lucide's "clock" icon, drawn by line-icon.tsx: one module per icon, so a chunk carries only the icons it draws.
import { lineIcon } from "./line-icon.tsx";

export const Clock = /* @__PURE__ */ lineIcon(
  "Clock",
  '<circle cx="12" cy="12" r="10"></circle><path d="M12 6v6l4 2"></path>',
);
