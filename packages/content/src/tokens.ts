// Settings in stored text: FAQ rows (and any text kept in the database) say {brand}, {email} or {phone}, and the
// site fills them from its build settings when it renders, so stored words never pin a placeholder or an old address.
// Free of imports: the live FAQ list uses it in the browser.

export interface TokenValues {
  brand: string;
  email: string;
  phone: string;
}

const tokenPattern = /\{(brand|email|phone)\}/g;

/** The text with each known token replaced; other braces are left as they are. */
export function fillTokens(text: string, values: TokenValues): string {
  return text.replace(tokenPattern, (_, name: keyof TokenValues) => values[name]);
}
