// Lucide's "search" icon, drawn by line-icon.tsx: one module per icon, so a chunk carries only the icons it draws.
import { lineIcon } from "./line-icon.tsx";

export const Search = /* @__PURE__ */ lineIcon(
  "Search",
  '<path d="m21 21-4.34-4.34"></path><circle cx="11" cy="11" r="8"></circle>',
);
