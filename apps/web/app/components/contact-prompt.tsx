// ContactPrompt: a closing prompt to get in touch.
import { PageSection } from "@solvix/ui/components/page-section";
import { ButtonLink } from "./button-link.tsx";

/** A closing prompt to get in touch ('Don't See the Right Role?', 'Need Something Specific?'). */
export function ContactPrompt({
  title,
  body,
  link,
  tone = "muted",
}: {
  title: string;
  body: string;
  link: { label: string; href: string };
  tone?: "default" | "muted";
}) {
  return (
    <PageSection tone={tone}>
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 text-center">
        <h2 className="text-3xl">{title}</h2>
        <p className="text-lg text-ink-600">{body}</p>
        <ButtonLink to={link.href} className="mt-2">
          {link.label}
        </ButtonLink>
      </div>
    </PageSection>
  );
}
