// The calculator's money: the exchange rates staff set (how many SGD and AUD one USD buys) and the monthly fee for each
// team member. Pure functions, no React, no schemas (they run in the browser).

export type Currency = "USD" | "SGD" | "AUD";

/** What one US dollar buys, as staff set it at /staff/pricing, and when they set it (ISO time). */
export interface Rates {
  SGD: number;
  AUD: number;
  setAt: string;
}

/** The monthly fee for each team member, in its currency. */
export interface Fee {
  amount: number;
  currency: Currency;
}

/** The currencies a visitor may choose: all three with rates, US dollars alone without. */
export const choosableCurrencies = (rates: Rates | null): Currency[] => (rates ? ["USD", "SGD", "AUD"] : ["USD"]);

const perUsd = (currency: Currency, rates: Rates) => (currency === "USD" ? 1 : rates[currency]);

/** `amount` in `from` as `to`; null when they differ and there are no rates to convert with. */
export function convert(amount: number, from: Currency, to: Currency, rates: Rates | null): number | null {
  if (from === to) return amount;
  if (!rates) return null;
  return (amount / perUsd(from, rates)) * perUsd(to, rates);
}

/** A chosen currency from the address (`?currency=SGD`), or USD when it names none the visitor may choose. */
export function readCurrency(params: URLSearchParams, rates: Rates | null): Currency {
  const asked = params.get("currency");
  return choosableCurrencies(rates).find((currency) => currency === asked) ?? "USD";
}
