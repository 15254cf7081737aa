// The application form with its send (progress, idempotency) and the way to the "Application Sent" page, loaded as
// its own chunk by a position's page and the talent pool's page.
import { ApplicationForm, type ApplicationFormProps } from "@solvix/ui/sections/application-form";
import { useNavigate } from "react-router";
import { applicationEndpoint, useApplicationSubmit, validateApplication } from "../lib/application-client.ts";
import type { BackendSettings } from "../lib/backend-settings.ts";

export type ApplicationFormPanelProps = Pick<ApplicationFormProps, "texts" | "target" | "privacyHref" | "accept"> & {
  backend: BackendSettings;
};

/** The candidate's form: posts natively until hydrated, then sends itself and shows /careers/sent once stored. */
export function ApplicationFormPanel({ backend, texts, ...props }: ApplicationFormPanelProps) {
  const submit = useApplicationSubmit(backend, texts.failure);
  const navigate = useNavigate();
  return (
    <ApplicationForm
      {...props}
      texts={texts}
      action={applicationEndpoint(backend)}
      validate={validateApplication}
      onSubmit={submit}
      onSent={() => void navigate("/careers/sent")}
    />
  );
}
