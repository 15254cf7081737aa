// The contact form's submit: one idempotency key per attempt, so a retry stores one enquiry.
import type { ContactFormValues } from "@solvix/ui/sections/contact-form";
import { useCallback, useEffect, useRef } from "react";
import { withAnalytics } from "./analytics-loader.ts";
import type { BackendSettings } from "./backend-settings.ts";
import { newAttempt, sendEnquiry, type EnquiryAttempt, type FailureTexts } from "./enquiry-client.ts";

type Attempt = Omit<EnquiryAttempt, "website">;

/**
 * The contact form's submit: sends the enquiry to `send-contact-email`. One idempotency key per form attempt —
 * a double click or a retry of the same values stores one enquiry; changed values after a failure are a new
 * attempt; a success starts the next one. `startedAt` is when the visitor first saw the form.
 */
export function useEnquirySubmit(backend: BackendSettings, failures: FailureTexts) {
  const attempt = useRef<Attempt | null>(null);
  const lastValues = useRef<string | null>(null);
  useEffect(() => {
    attempt.current ??= newAttempt();
  }, []);

  return useCallback(
    async (values: ContactFormValues, { website }: { website: string }) => {
      const snapshot = JSON.stringify(values);
      const current = attempt.current ?? newAttempt();
      const next =
        lastValues.current !== null && lastValues.current !== snapshot
          ? { ...newAttempt(), startedAt: current.startedAt }
          : current;
      attempt.current = next;
      lastValues.current = snapshot;
      await sendEnquiry(values, { ...next, website }, backend, failures);
      attempt.current = newAttempt();
      lastValues.current = null;
      // Queued before the form says it was sent (the collector has loaded by then), so it goes out as the page hides.
      withAnalytics((analytics) => analytics.track("enquiry_sent"));
    },
    [backend, failures],
  );
}
