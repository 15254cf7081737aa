// What the count checks (counts-*.spec.ts) share: the page's main landmark, a named list's items, a link's target.
// The pages are read with JavaScript off: every page must be readable in full before (and without) hydration.
import type { Page } from "@playwright/test";
import { expect } from "../reader.ts";

export const main = (page: Page) => page.locator("main");

export const listItems = (page: Page, name: string) =>
  main(page).getByRole("list", { name, exact: true }).locator(":scope > li");

export async function expectLink(page: Page, name: string, href: string) {
  await expect(main(page).getByRole("link", { name, exact: true }).first()).toHaveAttribute("href", href);
}
