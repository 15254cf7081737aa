/**
 * Editors set prices at /staff/pricing through the real pricing function (Deno, PGlite) behind the site's proxy: a
 * "from" price refused with the field's message, then saved as a draft that visitors' reads never return, then
 * published; the fee and the rates saved and dated; a price deleted after its confirmation. An account without the
 * role is told so. What a save publishes (the rebuild: /pricing and the calculator) is e2e/publish's. Desktop only.
 */
import { expect, signInAs, test } from "../faq/fixtures.ts";
import { expectNoAxeViolations, waitForHydration } from "../helpers.ts";

test("an editor adds a price, publishes it, sets the fee and rates, and deletes the price", async ({
  page,
  faqSite: site,
}) => {
  const family = `Customer Support ${Date.now().toString(36)}`;
  const published = async () =>
    (await (await page.request.get(`${site.url}/functions/v1/pricing`)).json()) as {
      prices: { roleFamily: string; amount: number }[];
      fee: { amount: number } | null;
      rates: { SGD: number; setAt: string } | null;
    };

  await signInAs(page, site.auth.token({ role: "editor", email: "prices@example.com" }));
  await page.goto(`${site.url}/staff/pricing`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Add a price" }).click();
  const form = page.getByRole("form", { name: "Add a price" });
  await form.getByRole("textbox", { name: "Role family" }).fill(family);
  await form.getByRole("combobox", { name: "Staff country" }).selectOption("Vietnam");
  await form.getByRole("spinbutton", { name: "From (a month)" }).fill("0");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("The price must be above 0")).toBeVisible();

  await form.getByRole("spinbutton", { name: "From (a month)" }).fill("1450");
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Save" }).click();
  // The page says what the save did: an unpublished price is not on the site.
  await expect(page.getByText("Saved, not published. The site shows it once it is published.")).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: family });
  await expect(row).toContainText("USD 1,450 a month");
  await expect(row).toContainText("Not published");
  expect((await published()).prices.map((price) => price.roleFamily)).not.toContain(family);

  await row.getByRole("button", { name: `Edit ${family}` }).click();
  const edit = page.getByRole("form", { name: `Edit ${family}, Vietnam` });
  await edit.getByRole("checkbox", { name: "Published on the site" }).check();
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved. The site is rebuilt with it in a few minutes.")).toBeVisible();
  await expect(row).toContainText("Published");
  expect((await published()).prices).toContainEqual(expect.objectContaining({ roleFamily: family, amount: 1450 }));

  const terms = page.getByRole("form", { name: "Fee and exchange rates" });
  await terms.getByRole("spinbutton", { name: "Monthly fee per team member" }).fill("450");
  await terms.getByRole("spinbutton", { name: "SGD per US dollar" }).fill("1.3391");
  await terms.getByRole("spinbutton", { name: "AUD per US dollar" }).fill("1.5324");
  await terms.getByRole("checkbox", { name: "Published on the site" }).check();
  await terms.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/^Rates set on /)).toBeVisible();
  const after = await published();
  expect(after.fee).toEqual({ amount: 450, currency: "USD" });
  expect(after.rates?.SGD).toBe(1.3391);

  await row.getByRole("button", { name: `Delete ${family}` }).click();
  const dialog = page.getByRole("alertdialog", { name: `Delete ${family}, Vietnam?` });
  await dialog.getByRole("button", { name: "Delete" }).click();
  // The dialog closes once the deletion is answered; while it is open the page behind is hidden from the
  // accessibility tree, so the row's absence alone does not say the deletion is through.
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Deleted. The site is rebuilt without it in a few minutes.")).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await published()).prices.map((price) => price.roleFamily)).not.toContain(family);
});

test("an account without the editor role is told so", async ({ page, faqSite: site }) => {
  await signInAs(page, site.auth.token({ role: "recruiter", email: "recruiter@example.com" }));
  await page.goto(`${site.url}/staff/pricing`);
  await waitForHydration(page);
  await expect(
    page.getByText("This account is not an editor: ask an administrator to give it the editor role."),
  ).toBeVisible();
});
