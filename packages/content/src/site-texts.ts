// The words of the design system's components wherever a page shows them (card actions, controls); a page's own
// words live in pages/ and the landing entries.
import { z } from "zod";

const text = z.string().min(1);

export const siteTextsSchema = z.strictObject({
  /** The call to action at the foot of each industry and sector card (the whole card is the link). */
  landingCards: z.strictObject({ action: text }),
  /** The role strip's pause toggle (aria-pressed says whether it is paused). */
  roleStrip: z.strictObject({ pause: text }),
});

export type SiteTexts = z.infer<typeof siteTextsSchema>;

export const siteTexts = {
  landingCards: { action: "Explore" },
  roleStrip: { pause: "Pause scrolling" },
} satisfies z.input<typeof siteTextsSchema>;
