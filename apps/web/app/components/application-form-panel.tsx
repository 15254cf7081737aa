// The application form with its send (progress, idempotency) and the way to the "Application Sent" page, loaded as
// its own chunk by a position's page and the talent pool's page.
import { ApplicationForm, type ApplicationFormProps } from "@solvix/ui/sections/application-form";
import { useCallback, useRef } from "react";
import { useNavigate } from "react-router";
import {
  applicationEndpoint,
  sentPath,
  useApplicationSubmit,
  validateApplication,
  type ApplicationStored,
} from "../lib/application-client.ts";
import type { BackendSettings } from "../lib/backend-settings.ts";

export type ApplicationFormPanelProps = Pick<ApplicationFormProps, "texts" | "target" | "privacyHref" | "accept"> & {
  backend: BackendSettings;
};

/** The candidate's form: posts natively until hydrated, then sends itself and shows /careers/sent once stored, with
 * the reference and whether an acknowledgement was queued. */
export function ApplicationFormPanel({ backend, texts, ...props }: ApplicationFormPanelProps) {
  const stored = useRef<ApplicationStored>({});
  const keep = useCallback((answer: ApplicationStored) => {
    stored.current = answer;
  }, []);
  const submit = useApplicationSubmit(backend, texts.failure, keep);
  const navigate = useNavigate();
  return (
    <ApplicationForm
      {...props}
      texts={texts}
      action={applicationEndpoint(backend)}
      validate={validateApplication}
      onSubmit={submit}
      onSent={() => void navigate(sentPath(stored.current))}
    />
  );
}
