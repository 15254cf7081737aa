// The proof function under real Deno on PGlite and Postgres 15: the published rows a build reads (none on a fresh
// stack: nothing is seeded), and the proof desk for editors (a testimonial without the client's agreement is refused
// with its field's message; a draft stays off the published list; the consent record never reaches it; a deletion
// takes a row off). The function runs on a stack of its own with a stand-in for the project's signing key
// (tests/function-under-test.ts). Each test writes its own names.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { functionUnderTest } from "../../tests/function-under-test.ts";
import { siteOrigin } from "../../tests/helpers.ts";
import { stackTargets } from "../../tests/targets.ts";

let counter = 0;
const unique = (base: string) => `${base} ${Date.now().toString(36)}${++counter}`;

const consent = { by: "Jane Tan, Head of Operations", at: "2026-11-02", how: "Signed release, filed in the CRM" };
const testimonial = (name: string, overrides: Record<string, unknown> = {}) => ({
  kind: "testimonial",
  quote: "They staffed our support desk in two weeks, and the team is still with us.",
  name,
  role: "Head of Operations",
  company: "Acme Pte Ltd",
  field: "/industries/customer-support",
  photo: null,
  consent,
  state: "draft",
  sortOrder: 0,
  ...overrides,
});

for (const target of stackTargets()) {
  describe.runIf(target.available)(`proof function on ${target.name}`, () => {
    const fn = functionUnderTest(target, "proof");
    const { sign, call } = fn;
    const published = async () => (await call("GET", "", null)).body.proof as Record<string, unknown>[];

    it("lists no proof on a fresh stack: nothing is seeded", async () => {
      expect(await call("GET", "", null)).toEqual({ status: 200, body: { proof: [] } });
    });

    it("keeps the desk to editors", async () => {
      expect((await call("GET", "/desk", null)).status).toBe(401);
      expect((await call("GET", "/desk", await sign("recruiter"))).status).toBe(403);
      const refused = await call("POST", "/desk", await sign("recruiter"), testimonial(unique("Nope")));
      expect(refused).toMatchObject({ status: 403, body: { error: "Only signed-in editors can change the proof." } });
    });

    it("refuses a testimonial without the client's agreement, with the field's message", async () => {
      const token = await sign("editor");
      const { consent: _consent, ...unagreed } = testimonial(unique("No Consent"));
      const refused = await call("POST", "/desk", token, unagreed);
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.fields as object)).toEqual(["consent"]);
      const badDate = await call(
        "POST",
        "/desk",
        token,
        testimonial(unique("Bad Date"), { consent: { ...consent, at: "yesterday" } }),
      );
      expect((badDate.body.fields as Record<string, string>)["consent.at"]).toBe(
        "Give the date of the agreement (YYYY-MM-DD).",
      );
      const otherKind = await call("POST", "/desk", token, { ...testimonial(unique("Kind")), kind: "award" });
      expect(otherKind.status).toBe(400);
    });

    it("saves a draft off the published list, publishes it without its consent record, and deletes it", async () => {
      const token = await sign("editor");
      const name = unique("Jane Tan");
      const saved = await call("POST", "/desk", token, testimonial(name));
      expect(saved.status).toBe(201);
      const row = saved.body.row as { id: number; consent: unknown; state: string };
      expect(row).toMatchObject({ state: "draft", consent });
      expect((await published()).some((entry) => entry.name === name)).toBe(false);

      const changed = await call("PATCH", `/desk/${row.id}`, token, testimonial(name, { state: "published" }));
      expect(changed.status).toBe(200);
      const live = (await published()).find((entry) => entry.name === name);
      expect(live).toMatchObject({
        kind: "testimonial",
        company: "Acme Pte Ltd",
        field: "/industries/customer-support",
      });
      expect(live).not.toHaveProperty("consent");
      expect(JSON.stringify(await published())).not.toContain(consent.how);

      const desk = await call("GET", "/desk", token);
      expect(
        (desk.body.rows as { id: number; consent?: unknown }[]).find((entry) => entry.id === row.id)?.consent,
      ).toEqual(consent);

      expect(await call("DELETE", `/desk/${row.id}`, token)).toEqual({ status: 200, body: { deleted: row.id } });
      expect((await published()).some((entry) => entry.name === name)).toBe(false);
      expect((await call("DELETE", `/desk/${row.id}`, token)).status).toBe(404);
    });

    it("takes as a picture only an image uploaded for the same row, and lists it once the row is published", async () => {
      const token = await sign("editor");
      const png = readFileSync(new URL("../../tests/fixtures/image.png", import.meta.url));
      const upload = async (ownerId: number) => {
        const form = new FormData();
        form.set("file", new File([png], "portrait.png", { type: "image/png" }));
        form.set("alt", "Jane Tan");
        const response = await fetch(`${fn.stack.functionsUrl}/articles/images/proof/${ownerId}`, {
          method: "POST",
          headers: { origin: siteOrigin, apikey: "sb_publishable_test", authorization: `Bearer ${token}` },
          body: form,
        });
        expect(response.status).toBe(201);
        return ((await response.json()) as { image: { id: number } }).image.id;
      };
      const name = unique("Pictured Person");
      const first = ((await call("POST", "/desk", token, testimonial(name))).body.row as { id: number }).id;
      const other = ((await call("POST", "/desk", token, testimonial(unique("Other")))).body.row as { id: number }).id;
      const own = await upload(first);
      const foreign = await upload(other);
      const refused = await call("PATCH", `/desk/${first}`, token, testimonial(name, { photo: foreign }));
      expect(refused).toMatchObject({
        status: 400,
        body: { fields: { image: expect.stringMatching(/uploaded for this one/) } },
      });
      expect(
        (await call("PATCH", `/desk/${first}`, token, testimonial(name, { photo: own, state: "published" }))).status,
      ).toBe(200);
      expect((await published()).find((entry) => entry.name === name)?.photo).toBe(own);
      // The build reads the image as a visitor: the published row's image, not the draft's.
      const images = (await (
        await fetch(`${fn.stack.functionsUrl}/articles/images`, {
          headers: { origin: siteOrigin, apikey: "sb_publishable_test" },
        })
      ).json()) as { images: { id: number }[] };
      expect(images.images.map((image) => image.id)).toContain(own);
      expect(images.images.map((image) => image.id)).not.toContain(foreign);
    });

    it("saves a client logo, a team member and a certification", async () => {
      const token = await sign("editor");
      const company = unique("Logo Co");
      const rows = [
        { kind: "logo", company, logo: null, consent, state: "published", sortOrder: 1 },
        {
          kind: "team",
          name: unique("Maria Santos"),
          role: "Accountant",
          country: "Philippines",
          photo: null,
          state: "published",
          sortOrder: 0,
        },
        {
          kind: "certification",
          name: unique("ISO 27001"),
          issuer: "BSI",
          year: 2025,
          image: null,
          state: "published",
          sortOrder: 0,
        },
      ];
      for (const body of rows) expect((await call("POST", "/desk", token, body)).status).toBe(201);
      const live = await published();
      expect(live.find((entry) => entry.company === company)).toMatchObject({ kind: "logo", logo: null, sortOrder: 1 });
      expect(live.find((entry) => entry.name === rows[1]!.name)).toMatchObject({
        kind: "team",
        country: "Philippines",
      });
      expect(live.find((entry) => entry.name === rows[2]!.name)).toMatchObject({ kind: "certification", year: 2025 });
    });
  });
}
