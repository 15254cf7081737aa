import type { ContactFormValues } from "@solvix/ui/sections/contact-form";

/**
 * Sends an enquiry to the backend (`send-contact-email`). Placeholder until the contact-backend issue wires it:
 * it fails with a clear message, which the form shows as its failure notification while keeping every value.
 */
export async function submitEnquiry(_values: ContactFormValues, _meta: { website: string }): Promise<void> {
  throw new Error("not wired yet");
}
