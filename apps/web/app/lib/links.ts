/** A tel: link of a phone number as written for people ("+65 6123 4567" -> "tel:+6561234567"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
