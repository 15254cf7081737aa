/**
 * Editors enter the proof at /staff/proof through the real proof function (Deno, PGlite) behind the site's proxy:
 * nothing there at first (nothing is seeded); a testimonial whose agreement record is too thin is refused with the
 * function's message and stores nothing; completed and published, it is stored with who agreed, when and how, and a
 * client logo beside it; a visitor's read (what a build reads) lists both without the agreement record; the logo put
 * back to a draft leaves that read, and the page says so. An account without the role is told so. Every test fails on
 * a Content-Security-Policy violation (the fixtures' `cspClean`). What a save publishes (the rebuild, and the home
 * page without JavaScript) is e2e/publish's. Desktop only.
 */
import { expect, signInAs, test } from "../faq/fixtures.ts";
import { expectNoAxeViolations, waitForHydration } from "../helpers.ts";

test("an editor adds a testimonial with the client's agreement and a client logo, and publishes both", async ({
  page,
  faqSite: site,
}) => {
  const marker = Date.now().toString(36);
  const person = `Jane Tan ${marker}`;
  const company = `Harbour Freight ${marker}`;
  const stored = async (name: string) =>
    (
      await site.stack.db.query<{ state: string; consent_by: string | null; consent_how: string | null }>(
        "select state, consent_by, consent_how from public.proof_items where name = $1 or company = $1",
        [name],
      )
    )[0];
  const published = async () => {
    const response = await page.request.get(`${site.url}/functions/v1/proof`);
    return JSON.stringify(await response.json());
  };

  await signInAs(page, site.auth.token({ role: "editor", email: "editor@example.com" }));
  await page.goto(`${site.url}/staff/proof`);
  await waitForHydration(page);
  const testimonials = page.getByRole("region", { name: "Testimonials" });
  await expect(testimonials.getByRole("button", { name: "Add a testimonial" })).toBeVisible();
  await expectNoAxeViolations(page);

  await testimonials.getByRole("button", { name: "Add a testimonial" }).click();
  const form = page.getByRole("form", { name: "Add a testimonial" });
  await form.getByRole("textbox", { name: "Quote" }).fill("They staffed our dispatch desk in two weeks.");
  await form.getByRole("textbox", { name: "Name" }).fill(person);
  await form.getByRole("textbox", { name: "Role" }).fill("Head of Operations");
  await form.getByRole("textbox", { name: "Company" }).fill(company);
  await form.getByRole("combobox", { name: "Client's field" }).selectOption("/sectors/logistics");
  const agreement = form.getByRole("group", { name: "The client's agreement" });
  await agreement.getByRole("textbox", { name: "Who agreed" }).fill(person);
  await agreement.getByLabel("Date agreed").fill("2026-11-02");
  await agreement.getByRole("textbox", { name: "How they agreed" }).fill("Call");
  await form.getByRole("combobox", { name: "State" }).selectOption("published");
  await form.getByRole("button", { name: "Save" }).click();
  // The function's refusal: a record of how the client agreed needs more than a word.
  await expect(agreement.getByText("Use at least 5 characters.")).toBeVisible();
  await expect(agreement.getByRole("textbox", { name: "How they agreed" })).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  expect(await stored(person)).toBeUndefined();

  await agreement.getByRole("textbox", { name: "How they agreed" }).fill("Signed release, kept in the CRM");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved. The site is rebuilt with it in a few minutes.")).toBeVisible();
  await expect(testimonials.getByRole("listitem").filter({ hasText: person })).toContainText(
    `Who agreed: ${person}, 2 Nov 2026`,
  );
  expect(await stored(person)).toEqual({
    state: "published",
    consent_by: person,
    consent_how: "Signed release, kept in the CRM",
  });

  const logos = page.getByRole("region", { name: "Client logos" });
  await logos.getByRole("button", { name: "Add a client logo" }).click();
  const logoForm = page.getByRole("form", { name: "Add a client logo" });
  await logoForm.getByRole("textbox", { name: "Company" }).fill(company);
  const logoAgreement = logoForm.getByRole("group", { name: "The client's agreement" });
  await logoAgreement.getByRole("textbox", { name: "Who agreed" }).fill(person);
  await logoAgreement.getByLabel("Date agreed").fill("2026-11-02");
  await logoAgreement.getByRole("textbox", { name: "How they agreed" }).fill("E-mail of 2 November, kept in the CRM");
  await logoForm.getByRole("combobox", { name: "State" }).selectOption("published");
  await logoForm.getByRole("button", { name: "Save" }).click();
  await expect(logos.getByRole("listitem").filter({ hasText: company })).toHaveCount(1);

  // What a visitor (and so the build) reads: both rows, without who agreed or how.
  const answer = await published();
  expect(answer).toContain(person);
  expect(answer).toContain(`"kind":"logo","company":"${company}"`);
  expect(answer).not.toContain("kept in the CRM");

  // Back to a draft: the page says the site no longer shows it, and visitors' reads leave it out.
  await logos.getByRole("button", { name: `Edit ${company}` }).click();
  const logoEdit = page.getByRole("form", { name: `Edit ${company}` });
  await logoEdit.getByRole("combobox", { name: "State" }).selectOption("draft");
  await logoEdit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved as a draft. The site shows it once it is published.")).toBeVisible();
  expect(await published()).not.toContain(`"kind":"logo","company":"${company}"`);
});

test("an account without the editor role is told so", async ({ page, faqSite: site }) => {
  await signInAs(page, site.auth.token({ role: "recruiter", email: "recruiter@example.com" }));
  await page.goto(`${site.url}/staff/proof`);
  await waitForHydration(page);
  await expect(page.getByRole("alert")).toHaveText(
    "This account is not an editor: ask an administrator to give it the editor role.",
  );
});
