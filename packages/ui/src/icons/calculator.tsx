// The Calculator line icon (lucide), for links to the savings calculator.
import { lineIcon } from "./line-icon.tsx";

export const Calculator = /* @__PURE__ */ lineIcon(
  "Calculator",
  '<rect width="16" height="20" x="4" y="2" rx="2"></rect><line x1="8" x2="16" y1="6" y2="6"></line><line x1="16" x2="16" y1="14" y2="18"></line><path d="M16 10h.01"></path><path d="M12 10h.01"></path><path d="M8 10h.01"></path><path d="M12 14h.01"></path><path d="M8 14h.01"></path><path d="M12 18h.01"></path><path d="M8 18h.01"></path>',
);
