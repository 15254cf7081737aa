import type { LandingPage } from "../landing-schema.ts";

/** One entry per topic. A new industry or sector page is one more entry here. */
export const landingPages: readonly LandingPage[] = [];
