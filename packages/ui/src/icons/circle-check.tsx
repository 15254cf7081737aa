// Lucide's "circle-check" icon, drawn by line-icon.tsx: one module per icon, so a chunk carries only the icons it draws.
import { lineIcon } from "./line-icon.tsx";

export const CircleCheck = /* @__PURE__ */ lineIcon(
  "CircleCheck",
  '<circle cx="12" cy="12" r="10"></circle><path d="m16 9-5.5 5.5L8 12"></path>',
);
