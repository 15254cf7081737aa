// The savings calculator wired to the page address: the team lives in ?role=…&count=… pairs, so a result can be shared.
import {
  SavingsCalculator,
  type CalculatorRoleOption,
  type CalculatorText,
} from "@solvix/ui/sections/savings-calculator";
import { useHydrated } from "@solvix/ui/lib/use-hydrated";
import { readPicks, writePicks, type TeamPick } from "@solvix/ui/lib/savings";
import { scrollToTopAfterNavigation } from "@solvix/ui/lib/use-scroll-to-top-navigate";
import { useCallback, useState, type ReactNode } from "react";
import { Link, useLocation, useNavigate, useNavigationType, useSearchParams } from "react-router";

/**
 * Hydrates from its own chunk (the page's first load stays small). The prerendered HTML shows an empty team; after
 * hydration the team comes from the URL. Changes replace the URL through the router (Back leaves the page rather than
 * undoing a click); the team lives in state, and the URL follows it.
 */
export function SavingsCalculatorPanel({
  roles,
  text,
}: {
  roles: readonly CalculatorRoleOption[];
  text: CalculatorText;
}) {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const { key: locationKey } = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const fromUrl = hydrated ? readPicks(params, roles, text.linkNotes) : { picks: [], notes: [] };
  const [picks, setPicks] = useState<TeamPick[]>(fromUrl.picks);
  const [notes, setNotes] = useState<string[]>(fromUrl.notes);

  // Follow the URL when it changed by other means than this calculator: hydration, Back/Forward, a link. Its own
  // changes are REPLACE navigations that may land after the next tap, so those are never copied back (that would undo
  // the tap).
  const urlSource = `${hydrated}|${locationKey}`;
  const [syncedSource, setSyncedSource] = useState(urlSource);
  if (urlSource !== syncedSource) {
    setSyncedSource(urlSource);
    if (navigationType !== "REPLACE") {
      setPicks(fromUrl.picks);
      setNotes(fromUrl.notes);
    }
  }

  // Stable, as the estimate's renders skip while its team is unchanged (SavingsCalculator defers it).
  const update = useCallback(
    (next: TeamPick[]) => {
      setPicks(next);
      setNotes([]);
      void navigate({ search: writePicks(next) }, { replace: true, preventScrollReset: true });
    },
    [navigate],
  );
  const reset = useCallback(() => update([]), [update]);
  const onCountChange = (slug: string, count: number) => {
    const exists = picks.some((pick) => pick.slug === slug);
    const next = exists
      ? picks.map((pick) => (pick.slug === slug ? { slug, count } : pick))
      : [...picks, { slug, count }];
    update(next.filter((pick) => pick.count > 0));
  };

  return (
    <SavingsCalculator
      roles={roles}
      picks={picks}
      notes={notes}
      text={text}
      onCountChange={onCountChange}
      onReset={reset}
      renderDiscuss={discussLink}
    />
  );
}

/** "Discuss this team": the contact page with the team in its address. */
function discussLink({
  className,
  children,
  picks,
}: {
  className: string;
  children: ReactNode;
  picks: readonly TeamPick[];
}) {
  return (
    <Link to={`/contact${writePicks(picks)}`} onClick={scrollToTopAfterNavigation} className={className}>
      {children}
    </Link>
  );
}
