// ButtonLink: a button-styled link to a page of the site, scrolling to the top as every button navigation does.
import { Button, type ButtonProps } from "@solvix/ui/components/button";
import { scrollToTopAfterNavigation } from "@solvix/ui/lib/use-scroll-to-top-navigate";
import { ArrowRight } from "@solvix/ui/components/ui-icons";
import { Link } from "react-router";

/**
 * A button-styled link to a page of the site. Like every button navigation it scrolls smoothly to the top
 * 100 ms after the route change (specification section 4).
 */
export function ButtonLink({
  to,
  children,
  arrow = true,
  variant,
  size = "lg",
  className,
}: Pick<ButtonProps, "variant" | "size" | "className"> & { to: string; children: React.ReactNode; arrow?: boolean }) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link to={to} onClick={scrollToTopAfterNavigation}>
        {children}
        {arrow ? <ArrowRight className="size-5" /> : null}
      </Link>
    </Button>
  );
}
