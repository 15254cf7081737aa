// Lucide's "chevron-down" icon, drawn by line-icon.tsx: one module per icon, so a chunk carries only the icons it draws.
import { lineIcon } from "./line-icon.tsx";

export const ChevronDown = /* @__PURE__ */ lineIcon("ChevronDown", '<path d="m6 9 6 6 6-6"></path>');
