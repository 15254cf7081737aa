// The proof bands of a page (testimonials, client logos, team, certifications; issue 49), as the build picked them
// (lib/proof.server.ts). Prerendered complete; their code hydrates when a scroll brings them near, off the first load.
// No published rows: nothing is drawn.
import { deferred } from "@solvix/ui/lib/deferred";

export const ClientProof = deferred(
  () => import("@solvix/ui/sections/client-proof").then((module) => module.ClientProof),
  { until: "near-view" },
);
