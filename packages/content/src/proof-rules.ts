// What the proof is (issue 49): testimonials, client logos, team members and certifications, as editors save them
// and the build reads them. Nothing of the kind is seeded or invented (DECISIONS.md): the site shows a band only when
// staff have published a row for it. It imports nothing but zod, so the backend copies it as it is
// (supabase/scripts/generate-content.ts): the `proof` function refuses at save what this refuses, and the build parses
// the rows with the same schemas.
import { z } from "zod";

export const proofKinds = ["testimonial", "logo", "team", "certification"] as const;
export type ProofKind = (typeof proofKinds)[number];

/** draft: staff only; published: on the site from its next build. */
export const proofStates = ["draft", "published"] as const;
export type ProofState = (typeof proofStates)[number];

const line = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, `Use at least ${min} characters.`)
    .max(max, `Use at most ${max} characters.`)
    .regex(/^[^\r\n]*$/, "Use one line.");

/**
 * The id of an image uploaded for this same row (the image pipeline's, POST /articles/images/proof/<id>), or null: the
 * band then draws no picture. A new row has none yet: an image belongs to a saved row.
 */
export const proofImageSchema = z.number().int().positive().nullable();

/** The landing page of the client's field, where a testimonial also shows ("/industries/healthcare"), or null. */
export const proofFieldSchema = z
  .string()
  .regex(/^\/(industries|sectors)\/[a-z0-9]+(-[a-z0-9]+)*$/, "Choose the client's field from the list.")
  .nullable();

/**
 * The client's agreement to be quoted or shown: who agreed (name and position at the client), when, and how (where
 * the written agreement is kept). Required for a testimonial and a client logo; staff only, never published.
 */
export const proofConsentSchema = z.strictObject({
  by: line(2, 120),
  at: z.iso.date("Give the date of the agreement (YYYY-MM-DD)."),
  how: line(5, 300),
});
export type ProofConsent = z.infer<typeof proofConsentSchema>;

const common = {
  state: z.enum(proofStates),
  /** The order within its band, lowest first. */
  sortOrder: z.number().int().min(0).max(999),
};

export const testimonialSaveSchema = z.strictObject({
  kind: z.literal("testimonial"),
  quote: z.string().trim().min(20, "Use at least 20 characters.").max(600, "Use at most 600 characters."),
  name: line(2, 80),
  role: line(2, 80),
  company: line(2, 80),
  field: proofFieldSchema,
  photo: proofImageSchema,
  consent: proofConsentSchema,
  ...common,
});

export const logoSaveSchema = z.strictObject({
  kind: z.literal("logo"),
  company: line(2, 80),
  logo: proofImageSchema,
  consent: proofConsentSchema,
  ...common,
});

export const teamSaveSchema = z.strictObject({
  kind: z.literal("team"),
  name: line(2, 80),
  role: line(2, 80),
  country: line(2, 60),
  photo: proofImageSchema,
  ...common,
});

export const certificationSaveSchema = z.strictObject({
  kind: z.literal("certification"),
  name: line(2, 120),
  issuer: line(2, 120),
  year: z.number().int().min(1950).max(2100).nullable(),
  image: proofImageSchema,
  ...common,
});

/** A save from the proof desk: one of the four kinds, by its `kind`. */
export const proofSaveSchema = z.discriminatedUnion("kind", [
  testimonialSaveSchema,
  logoSaveSchema,
  teamSaveSchema,
  certificationSaveSchema,
]);
export type ProofSave = z.infer<typeof proofSaveSchema>;

/** A published row as the build reads it: no consent record (staff only), with its id and change time. */
const stored = { id: z.number().int().positive(), updatedAt: z.iso.datetime({ offset: true }) };
export const publishedProofSchema = z.discriminatedUnion("kind", [
  testimonialSaveSchema.omit({ consent: true }).extend(stored),
  logoSaveSchema.omit({ consent: true }).extend(stored),
  teamSaveSchema.extend(stored),
  certificationSaveSchema.extend(stored),
]);
export type PublishedProof = z.infer<typeof publishedProofSchema>;

/** The answer of GET /proof (what a build reads): published rows only, by kind, then order. */
export const publishedProofListSchema = z.strictObject({ proof: z.array(publishedProofSchema) });
