// What staff published, as this build read it from the database (server/published-content.ts): build time only.
import { publishedFaqs } from "virtual:solvix/published-content";

/** The FAQ rows as stored (settings as tokens), without their change times. */
export const publishedFaqList = publishedFaqs.map(({ id, question, answer }) => ({ id, question, answer }));
