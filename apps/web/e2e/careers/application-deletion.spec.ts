/**
 * The recruiters' page: a visitor or an FAQ editor sees no application, and a recruiter deletes one on request after a
 * confirmation dialog (keyboard and axe checked while it is open), the application and its CV gone from the database.
 * Against the real submit-application function behind the site's proxy; the recruiter's token is signed by the test's
 * key (faq/test-auth.ts). Desktop only.
 */
import { expect, signInAs, test } from "../faq/fixtures.ts";
import { expectNoAxeViolations, waitForHydration } from "../helpers.ts";
import { openAsRecruiter } from "./recruiter.ts";

test("a visitor or an FAQ editor sees no application", async ({ page, faqSite: site }) => {
  await page.goto(`${site.url}/staff/applications`);
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: "Staff sign-in" })).toBeVisible();
  await signInAs(page, site.auth.token({ role: "editor" }));
  await page.goto(`${site.url}/staff/applications`);
  await expect(page.getByRole("alert")).toHaveText(/not a recruiter/);
});

test("a recruiter deletes an application on request, after a confirmation that Escape cancels", async ({
  page,
  faqSite: site,
}) => {
  const email = `candidate.delete.${Date.now()}@example.com`;
  const [row] = await site.stack.db.query<{ id: string }>(
    `insert into public.applications
       (idempotency_key, position_slug, name, email, country, note, client_hash, status, sent_at)
     values (gen_random_uuid(), 'devops-engineer', 'Rizal Cruz', $1, 'Philippines', 'Please delete my data.',
       repeat('a', 64), 'sent', now())
     returning id::text`,
    [email],
  );
  await site.stack.db.query(
    `insert into public.application_files (application_id, file_name, media_type, size, sha256, content)
     values ($1, 'cv.pdf', 'application/pdf', 4, repeat('b', 64), decode('25504446', 'hex'))`,
    [row?.id],
  );
  const stored = async () =>
    (
      await site.stack.db.query(
        "select 1 from public.applications where id = $1 union all select 1 from public.application_files where application_id = $1",
        [row?.id],
      )
    ).length;

  await openAsRecruiter(page, site, {
    group: /^DevOps Engineer/,
    name: "Rizal Cruz",
    heading: "Rizal Cruz: DevOps Engineer",
  });
  // Enter on the button asks first, with focus on Cancel; Escape cancels and nothing is deleted.
  const remove = page.getByRole("button", { name: "Delete application" });
  await remove.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Delete the application of Rizal Cruz?" });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  expect(await stored()).toBe(2);

  // Confirmed: the application and its CV are gone, from the database and from the list.
  await page.keyboard.press("Enter");
  await dialog.getByRole("button", { name: "Delete application" }).click();
  await expect(page.getByText("The application and its CV were deleted.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("link", { name: "Rizal Cruz" })).toHaveCount(0);
  expect(await stored()).toBe(0);
});
