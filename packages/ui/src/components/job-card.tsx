// JobCard: an open position with an 'Apply Now' link to its own page.
import type * as React from "react";
import { ArrowRight, Clock, MapPin } from "./ui-icons.tsx";
import { Link } from "react-router-dom";
import { cn } from "../lib/cn.ts";
import { scrollToTopAfterNavigation } from "../lib/use-scroll-to-top-navigate.ts";
import { Badge } from "./badge.tsx";
import { Button } from "./button.tsx";

export type JobCardProps = Omit<React.ComponentProps<"article">, "children" | "title"> & {
  title: string;
  /** "Remote", "Hybrid" */
  location: string;
  /** "Full-time" */
  type: string;
  description: string;
  tags: readonly string[];
  /** Where 'Apply Now' leads, e.g. "/careers/devops-engineer" (the position's page). */
  applyHref: string;
  /** The link's text ('Apply Now'); its accessible name adds the title. */
  applyLabel: string;
  /** The accessible name of the list of skills. */
  skillsLabel: string;
};

/** An open position with its location, type, skills and an 'Apply Now' link. */
export function JobCard({
  title,
  location,
  type,
  description,
  tags,
  applyHref,
  applyLabel,
  skillsLabel,
  className,
  ...props
}: JobCardProps) {
  return (
    <article
      data-slot="job-card"
      className={cn(
        "flex flex-col gap-5 rounded-2xl border border-ink-200 bg-white p-6 shadow-xs sm:flex-row sm:items-center sm:justify-between sm:p-8",
        className,
      )}
      {...props}
    >
      <div className="flex flex-col gap-3">
        <h3 className="text-xl">{title}</h3>
        <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-600">
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4" />
            {location}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            {type}
          </span>
        </p>
        <p className="max-w-2xl text-ink-700">{description}</p>
        <ul className="flex flex-wrap gap-2" aria-label={skillsLabel}>
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="accent">{tag}</Badge>
            </li>
          ))}
        </ul>
      </div>
      <Button asChild className="self-start sm:self-center">
        <Link to={applyHref} onClick={scrollToTopAfterNavigation} aria-label={`${applyLabel}: ${title}`}>
          {applyLabel}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </article>
  );
}
