// The client entry: React Router's default one (hydrate the prerendered document, in a transition), a task later.
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { recordVisit } from "./lib/visit-attribution.ts";

// Where this visit came from (the landing page, its referrer and campaign), for the forms to send.
recordVisit();

/*
 * Evaluating this module and what it imports (react-dom above all) is a task of its own, and hydration starts in the
 * next one. In the default entry the two made one task of 13-18 ms in Lighthouse's traces of a phone-sized load
 * (the modules, then hydrateRoot listening for every event type and starting the first render): blocking, once
 * Lighthouse's mobile simulation has made it four times longer.
 */
setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
