// ProseBlock: a titled block of paragraphs.
import { cn } from "@solvix/ui/lib/cn";

/** A titled block of paragraphs (who we are, mission, vision, what an EOR is). */
export function ProseBlock({ title, body, className }: { title: string; body: readonly string[]; className?: string }) {
  return (
    <div className={cn("flex flex-col gap-4", className)}>
      <h2 className="text-3xl sm:text-4xl">{title}</h2>
      {body.map((paragraph) => (
        <p key={paragraph} className="text-lg leading-relaxed text-ink-700">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
