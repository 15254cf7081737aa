import { lineIcon } from "./line-icon.tsx";

export const ChevronDown = /* @__PURE__ */ lineIcon("ChevronDown", '<path d="m6 9 6 6 6-6"></path>');
