// Lucide's "x" icon, drawn by line-icon.tsx: one module per icon, so a chunk carries only the icons it draws.
import { lineIcon } from "./line-icon.tsx";

export const X = /* @__PURE__ */ lineIcon("X", '<path d="M18 6 6 18"></path><path d="m6 6 12 12"></path>');
