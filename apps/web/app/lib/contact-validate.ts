// Validates an enquiry in the browser with the shared schema, loaded on the first submit.
import type { ContactFormErrors, ContactFormValues } from "@solvix/ui/sections/contact-form";

/**
 * Checks the enquiry with the shared schema of the content package. The schema (and zod) is imported on the first
 * submit only, so neither is part of any page's first load.
 */
export async function validateEnquiry(values: ContactFormValues): Promise<ContactFormErrors> {
  const { contactFieldsSchema } = await import("@solvix/content/contact");
  const result = contactFieldsSchema.safeParse(values);
  if (result.success) return {};
  const errors: ContactFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && field in values && !errors[field as keyof ContactFormErrors]) {
      errors[field as keyof ContactFormErrors] = issue.message;
    }
  }
  return errors;
}
