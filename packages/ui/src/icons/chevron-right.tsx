import { lineIcon } from "./line-icon.tsx";

export const ChevronRight = /* @__PURE__ */ lineIcon("ChevronRight", '<path d="m9 18 6-6-6-6"></path>');
