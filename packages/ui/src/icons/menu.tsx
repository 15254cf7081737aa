// Lucide's "menu" icon, drawn by line-icon.tsx: one module per icon, so a chunk carries only the icons it draws.
import { lineIcon } from "./line-icon.tsx";

export const Menu = /* @__PURE__ */ lineIcon(
  "Menu",
  '<path d="M4 5h16"></path><path d="M4 12h16"></path><path d="M4 19h16"></path>',
);
