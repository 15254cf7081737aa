// Keyboard journeys through the shared header: the slide-in panel on a phone, the disclosure drop-downs on a desktop.
import type { Page } from "@playwright/test";
import { expect, test } from "../worker.ts";
import { listIndustryCards, listRoleCards } from "@solvix/content/landing";
import { SCROLL_TO_TOP_DELAY_MS } from "@solvix/ui/lib/use-scroll-to-top-navigate";
import { waitForHydration } from "../helpers.ts";

/** Presses Tab until `target` has focus (at most `limit` times). */
async function tabTo(page: Page, target: ReturnType<Page["locator"]>, limit = 40): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test.describe("phone (390 px): the slide-in panel", { tag: "@phone" }, () => {
  test("opens from the keyboard, traps focus, opens every group, reaches every link, closes with Escape", async ({
    page,
  }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const trigger = page.getByRole("button", { name: "Open menu" });
    await tabTo(page, trigger);
    await page.keyboard.press("Enter");

    const panel = page.getByRole("dialog");
    await expect(panel).toBeVisible();
    await expect(panel.locator(":focus")).toHaveCount(1);

    const groups = panel.locator("nav button[aria-expanded]");
    await expect(groups).toHaveText(["Services", "Roles", "Industries", "Resources"]);
    for (const group of await groups.all()) {
      await tabTo(page, group);
      await page.keyboard.press("Enter");
      await expect(group).toHaveAttribute("aria-expanded", "true");
    }
    // Groups toggle independently: all four are open at once.
    await expect(panel.locator('nav button[aria-expanded="true"]')).toHaveCount(4);

    // Tab through the whole panel: every link is reached, and focus never leaves the dialog.
    const links = await panel
      .locator("nav a")
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(links.length).toBeGreaterThan(25);
    const reached = new Set<string>();
    for (let step = 0; step < links.length + 12; step += 1) {
      await page.keyboard.press("Tab");
      const focus = await page.evaluate(() => {
        const active = document.activeElement;
        // Past the panel's last element a modal <dialog> lets focus go to the browser's own controls (the page has
        // no focused element then), never to the page behind it, which is inert.
        const inside = !active || active === document.body || Boolean(active.closest("dialog"));
        return { inside, href: active?.getAttribute("href") ?? null };
      });
      expect(focus.inside, "focus never reaches the page behind the panel").toBe(true);
      if (focus.href) reached.add(focus.href);
    }
    expect([...reached].sort()).toEqual([...new Set(links)].sort());

    // One group closes on its own; the others stay open.
    const roles = groups.nth(1);
    await roles.focus();
    await page.keyboard.press("Enter");
    await expect(roles).toHaveAttribute("aria-expanded", "false");
    await expect(panel.locator('nav button[aria-expanded="true"]')).toHaveCount(3);

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("a link in the panel navigates, closes the panel and starts the page at the top", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.getByRole("dialog");
    await panel.getByRole("button", { name: "Industries" }).click();
    await panel.getByRole("link", { name: "Healthcare" }).click();
    await expect(page).toHaveURL(/\/industries\/healthcare$/);
    await expect(panel).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("desktop (1440 px): disclosure drop-downs", () => {
  test("each drop-down opens with Enter, lists its links, and Escape closes it and returns focus", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    await expect(nav.locator('[role="menu"], [role="menuitem"]')).toHaveCount(0);
    // Each group's links plus its overview link ("All roles", "All industries", "Resources hub"); Resources holds the
    // blog, case studies, FAQs and savings calculator (Careers is an entry of its own since issue 50).
    const expected: Record<string, number> = {
      Services: 4,
      Roles: listRoleCards().length + 1,
      Industries: listIndustryCards().length + 1,
      Resources: 5,
    };
    for (const [label, count] of Object.entries(expected)) {
      const button = nav.getByRole("button", { name: label });
      await tabTo(page, button);
      await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
      await expect(panel).toBeVisible();
      await expect(panel.getByRole("link")).toHaveCount(count);
      // The first link is the next Tab stop.
      await page.keyboard.press("Tab");
      await expect(panel.getByRole("link").first()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
    }
  });

  test("the Industries drop-down is a two-column grid of the industries", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const button = page.getByRole("navigation", { name: "Main" }).first().getByRole("button", { name: "Industries" });
    await button.click();
    const list = page.locator(`#${await button.getAttribute("aria-controls")} ul`);
    await expect(list.getByRole("link")).toHaveCount(listIndustryCards().length);
    const columns = await list.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(2);
  });
});

test("a button navigation lands at the top of the next page", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const button = page.locator("main").getByRole("link", { name: "See How It Works" });
  await button.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await button.click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("scroll position around link clicks", () => {
  test("Back returns to where the reader was after following a card link", async ({ page }) => {
    await page.goto("/industries");
    await waitForHydration(page);
    const card = page.locator("main a[href^='/industries/']").last();
    await card.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(200);
    await card.click();
    await expect(page).not.toHaveURL(/\/industries$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/industries$/);
    await expect
      .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - before))
      .toBeLessThanOrEqual(2);
  });

  test(
    "Back returns to the same view of a long page the reader swiped through",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto("/services/talent-outsourcing");
      await waitForHydration(page);
      const link = page.locator("main [data-slot='cta-band'] a[href='/contact']").first();
      const top = async () => Math.round((await link.boundingBox())?.y ?? Number.NaN);
      // A reader's swipes, half a screen at a time, to the closing call to action. A swipe's scroll may still be moving
      // when the wheel event returns: each one is waited out to its `scrollend` (which comes, as there is room below to
      // scroll), so that the view read below is the one the reader left.
      const roomBelow = () => page.evaluate(() => scrollY + innerHeight < document.documentElement.scrollHeight - 1);
      for (let swipe = 0; swipe < 40 && (await top()) > 500 && (await roomBelow()); swipe += 1) {
        await page.evaluate(() => {
          (window as { scrollEnded?: Promise<void> }).scrollEnded = new Promise((resolve) =>
            addEventListener("scrollend", () => resolve(), { once: true }),
          );
        });
        await page.mouse.wheel(0, Math.min(400, (await top()) - 400));
        await page.evaluate(() => (window as { scrollEnded?: Promise<void> }).scrollEnded);
      }
      const before = await top();
      expect(before).toBeLessThanOrEqual(500);
      await link.click();
      await expect(page).toHaveURL(/\/contact$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/services\/talent-outsourcing$/);
      // The link is where it was on the screen, not only the scroll offset.
      await expect.poll(async () => Math.abs((await top()) - before)).toBeLessThanOrEqual(2);
    },
  );

  for (const [name, path, link] of [
    ["a card link", "/industries", "main a[href^='/industries/']"],
    ["a button link", "/", "main a[href='/how-it-works']"],
  ] as const) {
    test(`Ctrl/Cmd-click on ${name} opens a tab and leaves this page where it is`, async ({ page, context }) => {
      // Under reduced motion a scroll to the top is instant, so a wrong one shows in scrollY as soon as it is asked.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(path);
      await waitForHydration(page);
      const target = page.locator(link).last();
      await target.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      expect(before).toBeGreaterThan(200);
      const opened = context.waitForEvent("page");
      await target.click({ modifiers: ["ControlOrMeta"] });
      await (await opened).close();
      // The click's handlers ran before the tab opened. A timer set now with the button navigation's delay runs after
      // any timer they set (timers of equal or shorter delay run in the order they were set), however busy the
      // machine: a scroll they scheduled has happened when it fires.
      await page.evaluate((delay) => new Promise((resolve) => setTimeout(resolve, delay)), SCROLL_TO_TOP_DELAY_MS);
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
      expect(new URL(page.url()).pathname).toBe(path);
    });
  }
});
