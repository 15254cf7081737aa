// The articles function under real Deno on PGlite and Postgres 15: the live rows a build reads, and the writing desk
// for editors (a save the site could not build is refused with its message; drafts stay off the live list; a rename
// after publication leaves a 301, unpublishing a 410; the history names who saved). The function runs on a stack
// of its own with a stand-in for the project's signing key (tests/function-under-test.ts). Each test writes its own
// slugs.
import { seedArticles, seedCaseStudies } from "@solvix/content/seed-articles";
import { describe, expect, it } from "vitest";
import { functionUnderTest } from "../../tests/function-under-test.ts";
import { stackTargets } from "../../tests/targets.ts";

let counter = 0;
const uniqueSlug = (base: string) => `${base}-${Date.now().toString(36)}-${++counter}`;

const article = (slug: string, overrides: Record<string, unknown> = {}) => ({
  slug,
  title: "Onboarding a remote hire",
  summary: "A first-month plan for a new remote team member.",
  body: "## Week one\n\nMeet the team, set up the tools. <script>alert(1)</script> [bad](javascript:alert(1))",
  category: "Remote Teams",
  author: "The Solvix Team",
  tags: ["Onboarding"],
  state: "draft",
  ...overrides,
});

for (const target of stackTargets()) {
  describe.runIf(target.available)(`articles function on ${target.name}`, () => {
    const fn = functionUnderTest(target, "articles", { email: "writer@example.com" });
    const { sign, call } = fn;
    const liveSlugs = async () => {
      const { body } = await call("GET", "", "sb_publishable_test");
      return (body.articles as { slug: string }[]).map((row) => row.slug);
    };

    it("lists the seeded article and case studies for a visitor", async () => {
      const answer = await call("GET", "", "sb_publishable_test");
      expect(answer.status).toBe(200);
      expect((answer.body.articles as { slug: string }[]).map((row) => row.slug)).toContain(seedArticles[0]!.slug);
      expect((answer.body.caseStudies as { slug: string }[]).map((row) => row.slug)).toEqual(
        seedCaseStudies.map((study) => study.slug),
      );
    });

    it("keeps the desk to editors", async () => {
      expect((await call("GET", "/desk/article", null)).status).toBe(401);
      expect((await call("GET", "/desk/article", await sign("recruiter"))).status).toBe(403);
      const refused = await call("POST", "/desk/article", await sign("recruiter"), article(uniqueSlug("nope")));
      expect(refused).toMatchObject({
        status: 403,
        body: { error: "Only signed-in editors can use the writing desk." },
      });
    });

    it("refuses a save the site could not build, with the field's message", async () => {
      const token = await sign("editor");
      const badSlug = await call("POST", "/desk/article", token, article("Not A Slug"));
      expect(badSlug.status).toBe(400);
      expect((badSlug.body.fields as Record<string, string>).slug).toMatch(/lower-case letters/);
      const noTime = await call("POST", "/desk/article", token, article(uniqueSlug("when"), { state: "scheduled" }));
      expect(noTime).toMatchObject({ status: 400, body: { error: "Give the date and time to publish it." } });
      const taken = await call("POST", "/desk/article", token, article(seedArticles[0]!.slug));
      expect(taken.status).toBe(409);
      // A case study named like a filter prefix of /case-studies would hide its filter pages.
      const { published: _published, updated: _updated, ...study } = seedCaseStudies[0]!;
      const reserved = await call("POST", "/desk/case-study", token, { ...study, slug: "industry", state: "draft" });
      expect(reserved.status).toBe(400);
      expect((reserved.body.fields as Record<string, string>).slug).toMatch(/taken by the case studies' own pages/);
    });

    it("saves a draft off the live list, publishes it, renames it (301) and unpublishes it (410), with its history", async () => {
      const token = await sign("editor", "editor-one@example.com");
      const first = uniqueSlug("onboarding");
      const saved = await call("POST", "/desk/article", token, article(first));
      expect(saved.status).toBe(201);
      const id = (saved.body.row as { id: number }).id;
      expect(await liveSlugs()).not.toContain(first);
      const desk = await call("GET", "/desk/article", token);
      expect((desk.body.rows as { slug: string; state: string }[]).find((row) => row.slug === first)?.state).toBe(
        "draft",
      );

      expect((await call("PATCH", `/desk/article/${id}`, token, article(first, { state: "published" }))).status).toBe(
        200,
      );
      expect(await liveSlugs()).toContain(first);
      const second = uniqueSlug("first-month");
      await call("PATCH", `/desk/article/${id}`, token, article(second, { state: "published" }));
      await call("PATCH", `/desk/article/${id}`, token, article(second, { state: "unpublished" }));
      const { body } = await call("GET", "", null);
      const retired = (body.retired as { slug: string; status: number }[]).filter((row) =>
        [first, second].includes(row.slug),
      );
      expect(new Set(retired.map((row) => `${row.slug} ${row.status}`))).toEqual(
        new Set([`${first} 410`, `${second} 410`]),
      );

      const history = await call("GET", `/desk/article/${id}/history`, token);
      expect(
        (history.body.history as { savedBy: string; state: string }[]).map((row) => [row.savedBy, row.state]),
      ).toEqual([
        ["editor-one@example.com", "unpublished"],
        ["editor-one@example.com", "published"],
        ["editor-one@example.com", "published"],
        ["editor-one@example.com", "draft"],
      ]);
    });

    it("publishes a scheduled article through the scheduled path once it is due", async () => {
      const token = await sign("editor");
      const slug = uniqueSlug("scheduled");
      const later = new Date(Date.now() + 3_600_000).toISOString();
      const saved = await call("POST", "/desk/article", token, article(slug, { state: "scheduled", publishAt: later }));
      const id = (saved.body.row as { id: number }).id;
      await fn.stack.runRetry();
      expect(await liveSlugs()).not.toContain(slug);
      // Its time comes (moved into the past, as the clock would):
      await fn.stack.db.query("update public.articles set publish_at = now() - interval '1 second' where id = $1", [
        id,
      ]);
      await fn.stack.runRetry();
      const [row] = await fn.stack.db.query<{ state: string }>("select state from public.articles where id = $1", [id]);
      expect(row?.state).toBe("published");
      expect(await liveSlugs()).toContain(slug);
    });

    it("saves a case study with its results", async () => {
      const token = await sign("editor");
      const slug = uniqueSlug("logistics-firm");
      const study = {
        slug,
        client: "Logistics firm",
        location: "Singapore",
        focus: "3 staff from the Philippines",
        team: { size: 3, countries: ["Philippines"] },
        challenge: "Manual dispatch planning kept the team late every night.",
        solution: "Three planners from the Philippines took over the dispatch desk.",
        results: [
          { value: "60%", label: "Cost reduction" },
          { value: "2 weeks", label: "To staff the team" },
          { value: "0", label: "Late dispatches" },
        ],
        tags: ["Logistics"],
        state: "published",
      };
      const saved = await call("POST", "/desk/case-study", token, study);
      expect(saved.status).toBe(201);
      const { body } = await call("GET", "", null);
      expect((body.caseStudies as { slug: string; team: unknown }[]).find((row) => row.slug === slug)?.team).toEqual(
        study.team,
      );
    });
  });
}
