import { lineIcon } from "./line-icon.tsx";

export const X = /* @__PURE__ */ lineIcon("X", '<path d="M18 6 6 18"></path><path d="m6 6 12 12"></path>');
