// Lucide's "trending-up" icon, drawn by line-icon.tsx: one module per icon, so a chunk carries only the icons it draws.
import { lineIcon } from "./line-icon.tsx";

export const TrendingUp = /* @__PURE__ */ lineIcon(
  "TrendingUp",
  '<path d="M16 7h6v6"></path><path d="m22 7-8.5 8.5-5-5L2 17"></path>',
);
