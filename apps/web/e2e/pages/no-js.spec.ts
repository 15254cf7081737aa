// The header and the accordions with JavaScript off (scripts blocked, failed or not yet run), and an accordion
// answer reached by a text fragment link, as a search engine's result links to it.
import { expect, test } from "../worker.ts";
import { employerOfRecordPage } from "@solvix/content/pages/employer-of-record";
import { waitForHydration } from "../helpers.ts";

const eorFaq = employerOfRecordPage.faq.items;

test.describe("JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("phone header: the menu opens and leads to every page", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/about");
    const menu = page.locator('summary[aria-label="Open menu"]');
    await expect(menu).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();
    await menu.click();
    await expect(nav.getByRole("link", { name: "Contact" })).toBeVisible();
    await nav.getByText("Industries", { exact: true }).click();
    await expect(nav.getByRole("link", { name: "All industries" })).toBeVisible();
    await nav.getByRole("link", { name: "Legal" }).click();
    await expect(page).toHaveURL("/industries/legal");
    await expect(page.locator("h1")).toBeVisible();
  });

  test("desktop header: group labels are links to their index pages; drop-downs open on hover and focus", async ({
    page,
  }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, href] of [
      ["Services", "/services"],
      ["Roles", "/roles"],
      ["Industries", "/industries"],
      ["Resources", "/resources"],
    ]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href!);
    }
    await nav.getByRole("link", { name: "Industries", exact: true }).hover();
    await expect(nav.getByRole("link", { name: "Legal" })).toBeVisible();
    await page.mouse.move(10, 600);
    await nav.getByRole("link", { name: "Resources", exact: true }).focus();
    await expect(nav.getByRole("link", { name: "Blog" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Legal" })).toBeHidden();
    await nav.getByRole("link", { name: "Roles", exact: true }).click();
    await expect(page).toHaveURL("/roles");
  });

  test("accordion answers are in the page, hidden until found", async ({ page }) => {
    await page.goto("/services/employer-of-record");
    const panels = page.locator('main [data-slot="accordion-content"]');
    await expect(panels).toHaveCount(eorFaq.length);
    for (const [index, item] of eorFaq.entries()) {
      await expect(panels.nth(index)).toHaveText(item.answer);
      await expect(panels.nth(index)).toHaveAttribute("hidden", "until-found");
    }
  });
});

test("a text fragment link to a closed answer reveals it and opens its item", async ({ page }) => {
  const item = eorFaq[3]!;
  const words = item.answer.split(" ").slice(0, 6).join(" ");
  await page.goto(`/services/employer-of-record#:~:text=${encodeURIComponent(words)}`);
  await waitForHydration(page);
  const trigger = page.getByRole("button", { name: item.question });
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("region", { name: item.question })).toBeVisible();
  await expect(page.locator('main [data-slot="accordion-trigger"][aria-expanded="true"]')).toHaveCount(1);
});
