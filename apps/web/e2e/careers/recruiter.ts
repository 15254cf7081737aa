// What the application specs share: a candidate's pace, their mails in the local inbox, and a recruiter on the staff
// page.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import type { LocalSite } from "../../server/local-site.ts";
import { expect, signInAs } from "../faq/fixtures.ts";

/** The mails the local inbox received for a candidate: the staff notification and the acknowledgement. */
export function mailsFor(
  site: { stack: { mail: { list(): { to: string; text: string; subject: string }[] } } },
  email: string,
) {
  return site.stack.mail.list().filter((mail) => mail.to === email || mail.text.includes(email));
}

/**
 * The candidate's two mails (the staff notification and the acknowledgement) arrive, and no copy follows: conditions,
 * not a wait. The application's delivery has finished (its last step sets 'sent'), and a further retry pass, whose
 * sends are in the inbox when it answers, added nothing. The test sites run no scheduler, so these are every sender.
 */
export async function expectMailedOnce(site: LocalSite, email: string): Promise<void> {
  await expect.poll(() => mailsFor(site, email).length, { timeout: 15_000 }).toBe(2);
  const status = async () =>
    (await site.stack.db.query<{ status: string }>("select status from public.applications where email = $1", [email]))
      .map((row) => row.status)
      .join();
  await expect.poll(status).toBe("sent");
  await site.stack.runApplicationRetry();
  expect(mailsFor(site, email)).toHaveLength(2);
}

/**
 * The function refuses a scripted form sent within its minimum fill time (3 s): the page's clock starts ten minutes
 * back, as if the candidate had read the position that long (the time flows on from there), so that no machine is
 * too fast for the test. Before the first page load.
 */
export const humanPace = (page: Page) => page.clock.install({ time: Date.now() - 10 * 60_000 });

/**
 * A recruiter signs in, opens the application listed under `group` by the candidate's name on the staff page, and sees
 * its heading. `site` is the test's site with its signing key (faq/fixtures.ts).
 */
export async function openAsRecruiter(
  page: Page,
  site: { url: string; auth: { token(options: { role: string; email: string }): string } },
  { group, name, heading }: { group: RegExp; name: string; heading: string },
): Promise<void> {
  await signInAs(page, site.auth.token({ role: "recruiter", email: "recruiter@example.com" }));
  await page.goto(`${site.url}/staff/applications`);
  await page.getByRole("region", { name: group }).getByRole("link", { name }).first().click();
  await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
}

/** Downloads the open application's CV: its suggested file name and its bytes. */
export async function downloadCv(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CV" }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}
