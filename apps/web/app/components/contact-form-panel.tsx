// The enquiry form with its toast provider, loaded as its own chunk by the contact page.
import { ToastProvider } from "@solvix/ui/components/toast";
import { ContactForm, type ContactFormProps } from "@solvix/ui/sections/contact-form";

/** The enquiry form with its notifications (the toast provider sits here, around the only thing that toasts). */
export function ContactFormPanel({ dismissLabel, ...props }: ContactFormProps & { dismissLabel: string }) {
  return (
    <ToastProvider dismissLabel={dismissLabel}>
      <ContactForm {...props} />
    </ToastProvider>
  );
}
