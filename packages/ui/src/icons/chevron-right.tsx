// Lucide's "chevron-right" icon, drawn by line-icon.tsx: one module per icon, so a chunk carries only the icons it draws.
import { lineIcon } from "./line-icon.tsx";

export const ChevronRight = /* @__PURE__ */ lineIcon("ChevronRight", '<path d="m9 18 6-6-6-6"></path>');
