// Whole amounts with thousands separators ("75,000"): one number formatter for the site.

/**
 * `value.toLocaleString("en-US")` makes a new number formatter on every call. The calculator page renders some hundred
 * amounts (its salary tables, each role's rates), and those calls were the largest single cost of each of its
 * re-renders (14 ms of the work after a tap, in a CPU profile at full speed). One formatter, made once, writes the same
 * text.
 */
export const groupDigits: (value: number) => string = new Intl.NumberFormat("en-US").format;
