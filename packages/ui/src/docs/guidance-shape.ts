// The shape of a component docs page's guidance (status, when to use, content rules, accessibility).

export type Guidance = {
  /** Stable: used on the site, API settled. */
  status: "Stable" | "Experimental" | "Deprecated";
  use: string;
  avoid: string;
  content: string;
  /** Keyboard interactions; "None of its own" for static parts. */
  keyboard: string;
  /** Landmarks, roles and names a screen reader meets. */
  roles: string;
};

/** The keyboard line of a part with no interaction of its own. */
export const staticKeys = "None of its own: links and buttons inside follow the browser (Tab, Enter).";
