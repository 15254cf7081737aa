import { lineIcon } from "./line-icon.tsx";

export const Menu = /* @__PURE__ */ lineIcon(
  "Menu",
  '<path d="M4 5h16"></path><path d="M4 12h16"></path><path d="M4 19h16"></path>',
);
