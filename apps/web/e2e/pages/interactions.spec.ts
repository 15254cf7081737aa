// Accordions (one item open at a time, collapsible, keyboard operable), the role strip's pause control, the cards'
// fade-in on scroll and the careers 'Apply Now' prefill of the contact form.
import type { Page } from "@playwright/test";
import { expect, test } from "../worker.ts";
import { heldByReact, settleFontsAndShifts, waitForHydration, waitForReact, watchLayoutShifts } from "../helpers.ts";

async function checkAccordion(page: Page, path: string, count: number) {
  await page.goto(path);
  await waitForHydration(page);
  const triggers = page.locator('main [data-slot="accordion-trigger"]');
  await expect(triggers).toHaveCount(count);
  const open = page.locator('main [data-slot="accordion-trigger"][aria-expanded="true"]');
  await expect(open).toHaveCount(0);

  // The FAQ hydrates from its own chunk, right after the page: a key press that lands before goes to the bare HTML.
  await waitForReact(triggers.first());
  await triggers.first().focus();
  await page.keyboard.press("Enter");
  await expect(triggers.first()).toHaveAttribute("aria-expanded", "true");
  const firstPanel = page.locator(`#${await triggers.first().getAttribute("aria-controls")}`);
  await expect(firstPanel).toBeVisible();

  // Arrow keys move between questions; opening the next one closes the first.
  await page.keyboard.press("ArrowDown");
  await expect(triggers.nth(1)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "true");
  await expect(triggers.first()).toHaveAttribute("aria-expanded", "false");
  await expect(open).toHaveCount(1);

  // Collapsible: the open item closes again.
  await page.keyboard.press("Enter");
  await expect(open).toHaveCount(0);

  await page.keyboard.press("End");
  await expect(triggers.last()).toBeFocused();
}

test("talent outsourcing FAQ: six questions, one open at a time, collapsible, by keyboard", async ({ page }) => {
  await checkAccordion(page, "/services/talent-outsourcing", 6);
});

test("EOR FAQ: seven questions, one open at a time, collapsible, by keyboard", async ({ page }) => {
  await checkAccordion(page, "/services/employer-of-record", 7);
});

test("role strip: a visible pause control stops the loop; the copy of the cards is hidden and inert", async ({
  page,
}) => {
  await page.goto("/services/talent-outsourcing");
  await waitForHydration(page);
  // The strip hydrates from its own chunk: the page counts it until it has, and the wait above saw the count at zero,
  // so React holds the pause control before the first key press (a press on the bare HTML would be lost).
  await expect(page.locator("html")).toHaveAttribute("data-deferred-pending", "0");
  const strip = page.locator('[data-slot="role-strip"]');
  const track = strip.locator("[style*='--marquee-duration']");
  await expect(track).toHaveAttribute("style", /--marquee-duration:\s*25s/);
  const playState = () => track.evaluate((element) => getComputedStyle(element).animationPlayState);
  await expect.poll(playState).toBe("running");

  const toggle = strip.getByRole("button", { name: "Pause scrolling" });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  expect(await heldByReact(toggle)).toBe(true);
  await toggle.focus();
  await page.keyboard.press("Space");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await page.mouse.move(0, 0);
  await toggle.blur();
  await expect.poll(playState).toBe("paused");

  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.blur();
  await expect.poll(playState).toBe("running");

  // Keyboard focus inside the strip pauses it too.
  await strip.locator("ul:not([aria-hidden]) a").first().focus();
  await expect.poll(playState).toBe("paused");

  const copy = strip.locator('ul[aria-hidden="true"]');
  await expect(copy).toHaveCount(1);
  expect(await copy.evaluate((element) => (element as HTMLElement).inert)).toBe(true);
});

test("role strip: no motion under prefers-reduced-motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/services/talent-outsourcing");
  await waitForHydration(page);
  const track = page.locator("[data-slot='role-strip'] [style*='--marquee-duration']");
  expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
});

test("cards below the fold wait hidden and fade in when scrolled to; none on screen is ever hidden", async ({
  page,
}) => {
  await page.goto("/sectors/insurance");
  await waitForHydration(page);
  // Half a screen down: the next bands come near the view and hydrate, with cards still below the fold.
  await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
  const pending = page.locator('[data-reveal="pending"]');
  await expect.poll(() => pending.count()).toBeGreaterThan(0);
  const onScreen = (elements: Element[]) =>
    elements.filter((element) => {
      const box = element.getBoundingClientRect();
      return box.top < window.innerHeight && box.bottom > 0;
    }).length;
  // A card the scroll brought on screen before its observer's next report is shown by that report; one left hidden
  // on screen fails here.
  await expect.poll(() => pending.evaluateAll(onScreen)).toBe(0);
  await expect.poll(() => pending.count()).toBeGreaterThan(0);

  await pending.first().evaluate((element) => element.setAttribute("data-test-card", ""));
  const card = page.locator("[data-test-card]");
  await expect(card).toHaveCSS("opacity", "0");
  await card.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await expect(card).toHaveAttribute("data-reveal", "shown");
  await expect(card).toHaveCSS("opacity", "1");
});

test("a sector page's bands well below the view are complete HTML and hydrate when a scroll brings them near", async ({
  page,
}) => {
  const shifts = await watchLayoutShifts(page);
  await page.goto("/sectors/insurance");
  await waitForHydration(page);
  await settleFontsAndShifts(page);
  // The body of each band (what follows its heading), and the last one that starts two screens or more below the view.
  const bodies = page.locator("main template[data-part-from] + *");
  const tops = await bodies.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
  const far = tops.findLastIndex((top) => top > 2 * page.viewportSize()!.height);
  expect(far, "a band two screens below the view").toBeGreaterThanOrEqual(0);
  const body = bodies.nth(far);
  // The first band is near the view: it hydrates once its observer reports it near, which the page counts as pending
  // only from then on, so waitForHydration can return before it has started (one run in five on a slow machine).
  await waitForReact(bodies.first());
  expect(await heldByReact(body)).toBe(false);
  // Its text, as prerendered.
  const text = await body.textContent();
  expect(text?.trim()).not.toBe("");

  await body.evaluate((element) => element.scrollIntoView({ block: "start" }));
  await waitForReact(body);
  expect(await body.textContent()).toBe(text);
  expect(await shifts()).toEqual([]);
});

test("the home page's step grid and proof bands load their code only when a scroll brings them near", async ({
  page,
}) => {
  const shifts = await watchLayoutShifts(page);
  const chunks: string[] = [];
  page.on("request", (request) => chunks.push(new URL(request.url()).pathname));
  const loaded = (name: string) => chunks.some((path) => path.startsWith(`/assets/${name}-`));
  // A phone's view, in both projects: on a desktop window the step grid is near enough to hydrate at once.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await waitForHydration(page);
  await settleFontsAndShifts(page);
  const steps = page.locator('main [data-slot="step-grid"]');
  const study = page.locator('main [data-slot="case-study-card"]');
  // Both start two screens or more below a phone's view: prerendered complete, but no code of theirs has loaded.
  expect(await steps.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(2 * 844);
  const text = { steps: await steps.textContent(), study: await study.textContent() };
  expect(text.steps).toContain("Share Requirements");
  expect(text.study).toContain("Challenge");
  expect(await heldByReact(steps)).toBe(false);
  expect(await heldByReact(study)).toBe(false);
  // (The step grid's code comes with the landing bands' chunk, which the page's why-remote band loads.)
  expect(loaded("home-proof")).toBe(false);
  await expect(page.locator("html")).toHaveAttribute("data-deferred-pending", "0");

  await steps.evaluate((element) => element.scrollIntoView({ block: "start" }));
  await waitForReact(steps);
  await study.evaluate((element) => element.scrollIntoView({ block: "start" }));
  await waitForReact(study);
  expect(loaded("home-proof")).toBe(true);
  await expect(page.locator("html")).toHaveAttribute("data-deferred-pending", "0");
  expect({ steps: await steps.textContent(), study: await study.textContent() }).toEqual(text);
  expect(await shifts()).toEqual([]);
});

test("careers 'Apply Now' opens the position's own page", async ({ page }) => {
  await page.goto("/careers");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Apply Now: DevOps Engineer" }).click();
  await expect(page).toHaveURL(/\/careers\/devops-engineer$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("DevOps Engineer");
});

test("contact: the form shows each rule's message under its field on submit", async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "First Name" }).fill("J");
  await page.getByRole("textbox", { name: "Email" }).fill("not-an-email");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("First name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Last name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  await expect(page.getByText("Please enter a valid contact number")).toBeVisible();
  await expect(page.getByText("Company name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "First Name" })).toBeFocused();
  await expect(page.getByRole("textbox", { name: "First Name" })).toHaveValue("J");
});

test("contact: social links open in a new tab, safely, with an accessible name", async ({ page }) => {
  await page.goto("/contact");
  for (const name of ["Instagram", "LinkedIn", "Facebook"]) {
    const link = page.getByRole("link", { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
});
