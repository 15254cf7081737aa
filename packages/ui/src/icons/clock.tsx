import { lineIcon } from "./line-icon.tsx";

export const Clock = /* @__PURE__ */ lineIcon(
  "Clock",
  '<circle cx="12" cy="12" r="10"></circle><path d="M12 6v6l4 2"></path>',
);
