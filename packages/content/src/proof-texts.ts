// The words around the proof staff publish (issue 49): the bands' headings and the names a screen reader hears. The
// testimonials, logos, team members and certifications themselves are database rows (proof-rules.ts); none are
// written here, and a band with no published row is not drawn.
import { z } from "zod";
import { textSchema as text } from "./pages/page-schema.ts";

export const proofTextsSchema = z.strictObject({
  testimonials: z.strictObject({ title: text }),
  logos: z.strictObject({ title: text }),
  team: z.strictObject({ title: text }),
  certifications: z.strictObject({
    title: text,
    /** "{issuer}" is the certifying body. */
    issuedBy: z.string().includes("{issuer}"),
  }),
});
export type ProofTexts = z.infer<typeof proofTextsSchema>;

export const proofTexts = proofTextsSchema.parse({
  testimonials: { title: "What Our Clients Say" },
  logos: { title: "Companies We Work With" },
  team: { title: "Meet Our Team" },
  certifications: { title: "Certifications", issuedBy: "Issued by {issuer}" },
} satisfies z.input<typeof proofTextsSchema>);
