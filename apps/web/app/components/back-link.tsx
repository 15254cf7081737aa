// BackLink: the way back to the parent hub of a long-form page.
import { scrollToTopNow } from "@solvix/ui/lib/use-scroll-to-top-navigate";
import { Link } from "react-router";
import { ArrowLeft } from "@solvix/ui/components/ui-icons";

/** 'Back to Resources', 'Back to Blog'. */
export function BackLink({
  label,
  href,
  tone = "default",
}: {
  label: string;
  href: string;
  tone?: "default" | "inverse";
}) {
  return (
    <Link
      to={href}
      onClick={scrollToTopNow}
      className={
        tone === "inverse"
          ? "inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-100 hover:text-white"
          : "inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-700 hover:text-brand-800"
      }
    >
      <ArrowLeft className="size-4" />
      {label}
    </Link>
  );
}
