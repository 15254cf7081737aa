// The savings calculator wired to the page address: the team lives in ?role=…&count=… pairs and the chosen currency
// in ?currency=… (none for USD), so a result can be shared.
import {
  SavingsCalculator,
  type CalculatorRoleOption,
  type CalculatorText,
} from "@solvix/ui/sections/savings-calculator";
import { readCurrency, type Currency, type Fee, type Rates } from "@solvix/ui/lib/currency";
import { useHydrated } from "@solvix/ui/lib/use-hydrated";
import { readPicks, writePicks, type TeamPick } from "@solvix/ui/lib/savings";
import { scrollToTopAfterNavigation } from "@solvix/ui/lib/use-scroll-to-top-navigate";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useLocation, useNavigate, useNavigationType, useSearchParams } from "react-router";

/**
 * Hydrates from its own chunk (the page's first load stays small). The prerendered HTML shows an empty team; after
 * hydration the team comes from the URL. Changes replace the URL through the router (Back leaves the page rather than
 * undoing a click); the team lives in state, and the URL follows it.
 */
export function SavingsCalculatorPanel({
  roles,
  text,
  rates,
  fee,
}: {
  roles: readonly CalculatorRoleOption[];
  text: CalculatorText;
  /** What staff published: the rates the result converts with and the fee, each null while not set. */
  rates: Rates | null;
  fee: Fee | null;
}) {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const { key: locationKey } = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const fromUrl = hydrated ? readPicks(params, roles, text.linkNotes) : { picks: [], notes: [] };
  const [picks, setPicks] = useState<TeamPick[]>(fromUrl.picks);
  const [notes, setNotes] = useState<string[]>(fromUrl.notes);
  const urlCurrency = hydrated ? readCurrency(params, rates) : "USD";
  const [currency, setCurrency] = useState<Currency>(urlCurrency);

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
      setCurrency(urlCurrency);
    }
  }

  // Stable, as the estimate's renders skip while its team is unchanged (SavingsCalculator defers it).
  const update = useCallback(
    (next: TeamPick[], nextCurrency: Currency) => {
      setPicks(next);
      setCurrency(nextCurrency);
      setNotes([]);
      void navigate({ search: searchOf(next, nextCurrency) }, { replace: true, preventScrollReset: true });
    },
    [navigate],
  );
  // The team as last rendered, for the currency choice: its handler keeps one identity, so the estimate (memoised,
  // deferred) does not render again on every tap.
  const shown = useRef({ picks, currency });
  useEffect(() => {
    shown.current = { picks, currency };
  });
  const reset = useCallback(() => update([], shown.current.currency), [update]);
  const changeCurrency = useCallback((next: Currency) => update(shown.current.picks, next), [update]);
  const onCountChange = (slug: string, count: number) => {
    const exists = picks.some((pick) => pick.slug === slug);
    const next = exists
      ? picks.map((pick) => (pick.slug === slug ? { slug, count } : pick))
      : [...picks, { slug, count }];
    update(
      next.filter((pick) => pick.count > 0),
      currency,
    );
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
      currency={currency}
      onCurrencyChange={changeCurrency}
      rates={rates}
      fee={fee}
    />
  );
}

/** The address's query: the team's pairs, then the currency unless it is USD. */
function searchOf(picks: readonly TeamPick[], currency: Currency): string {
  const params = new URLSearchParams(writePicks(picks));
  if (currency !== "USD") params.set("currency", currency);
  const query = params.toString();
  return query ? `?${query}` : "";
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
