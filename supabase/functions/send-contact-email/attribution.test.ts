// Where an enquiry came from (issue 46), under real Deno against PGlite and a real SMTP peer: the attribution a page's
// script sends is cleaned (never a reason to refuse), stored with the enquiry and shown in the staff mail; a form
// posted without a script is attributed from its same-origin Referer; an application (submit-application) likewise.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDevSigningKey, signToken } from "../../local/dev-auth.ts";
import { applicationFields, applicationForm, postApplication } from "../../tests/application-form.ts";
import { pdf } from "../../tests/cv-fixtures.ts";
import {
  post,
  siteOrigin,
  startTestStack,
  validEnquiry,
  visitor,
  waitFor,
  type TestStack,
} from "../../tests/helpers.ts";

describe("send-contact-email, attribution", () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack({ functionEnv: { RATE_LIMIT_MAX: "100" } });
  });
  afterAll(async () => {
    await stack?.dispose();
  });

  const stored = async (email: string) => {
    const [row] = await stack.db.query<{ attribution: Record<string, unknown> | null }>(
      "select attribution from public.enquiries where email = $1",
      [email],
    );
    return row?.attribution ?? null;
  };
  const notification = (email: string) =>
    waitFor(async () => stack.mail.list().find((m) => m.to === "info@example.com" && m.text.includes(email)));

  it("stores the visit's landing page, referrer, campaign (first and last touch), sending page and time, and mails them", async () => {
    const enquiry = validEnquiry({
      attribution: {
        landingPath: "/sectors/real-estate",
        referrer: "https://www.linkedin.com/feed/update/123?trk=secret",
        utm: { utm_source: "linkedin", utm_medium: "social", utm_campaign: "q4-property" },
        lastTouch: { path: "/services", utm: { utm_source: "newsletter", utm_medium: "email" } },
        page: "/contact",
        sinceLandingMs: 185_000,
      },
    });
    expect((await post(stack.url, enquiry, visitor())).status).toBe(200);
    const attribution = await stored(String(enquiry.email));
    expect(attribution).toEqual({
      landingPath: "/sectors/real-estate",
      referrer: "https://www.linkedin.com/feed/update/123",
      utm: { utm_source: "linkedin", utm_medium: "social", utm_campaign: "q4-property" },
      lastTouch: { path: "/services", utm: { utm_source: "newsletter", utm_medium: "email" } },
      page: "/contact",
      sinceLandingMs: 185_000,
      via: "script",
    });
    const mail = await notification(String(enquiry.email));
    expect(mail.text).toContain("Source:         linkedin");
    expect(mail.text).toContain("Landing page:   /sectors/real-estate");
    expect(mail.text).toContain("Referrer:       https://www.linkedin.com/feed/update/123\n");
    expect(mail.text).toContain("Campaign:       source=linkedin, medium=social, campaign=q4-property");
    expect(mail.text).toContain("Last touch:     /services; campaign source=newsletter, medium=email");
    expect(mail.text).toContain("Sent from:      /contact");
    expect(mail.text).toContain("Landing to send: 3 min");
    // When, as the staff page shows it, in Singapore time.
    expect(mail.text).toMatch(/\nReceived: {7}\d{1,2} [A-Z][a-z]{2} 20\d\d, \d{1,2}:\d\d [ap]m Singapore time\n/);
  });

  it("cuts values too long, drops control characters, markup and wrong shapes, and still stores the enquiry", async () => {
    const enquiry = validEnquiry({
      attribution: {
        landingPath: `/sectors/${"a".repeat(500)}`,
        referrer: "javascript:alert(1)",
        utm: {
          utm_source: "goo\u0000gle\u202e",
          utm_medium: "<script>alert(1)</script>",
          utm_campaign: "x".repeat(1000),
          utm_term: 42,
          utm_other: "kept out",
        },
        lastTouch: "not an object",
        page: "//evil.example/contact",
        sinceLandingMs: -5,
        extra: { deep: "x".repeat(100_000 / 10) },
      },
    });
    expect((await post(stack.url, enquiry, visitor())).status).toBe(200);
    const attribution = await stored(String(enquiry.email));
    expect(attribution).toEqual({
      landingPath: `/sectors/${"a".repeat(191)}`,
      utm: { utm_source: "goo gle", utm_campaign: "x".repeat(100) },
      via: "script",
    });
  });

  it("stores an enquiry whose attribution is not an object, without one", async () => {
    for (const attribution of ["landing=/", 7, null, ["/"]]) {
      const enquiry = validEnquiry({ attribution });
      expect((await post(stack.url, enquiry, visitor())).status).toBe(200);
      expect(await stored(String(enquiry.email))).toBeNull();
      const mail = await notification(String(enquiry.email));
      expect(mail.text).toContain("Source:         not recorded");
    }
  });

  it("without a script: the form's page and its campaign from a same-origin Referer; another origin's tells nothing", async () => {
    const send = async (email: string, referer: string) =>
      fetch(stack.url, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: siteOrigin,
          referer,
          ...visitor(),
        },
        body: new URLSearchParams({
          firstName: "Jane",
          lastName: "Tan",
          email,
          contactNumber: "+65 6123 4567",
          company: "Acme Pte Ltd",
          message: "Two remote accountants from March.",
          enquiry_ref: "",
        }).toString(),
      });
    const same = `jane.referer.${crypto.randomUUID()}@example.com`;
    expect((await send(same, `${siteOrigin}/contact?utm_source=google&utm_medium=cpc&gclid=x`)).status).toBe(303);
    expect(await stored(same)).toEqual({
      page: "/contact",
      landingPath: "/contact",
      utm: { utm_source: "google", utm_medium: "cpc" },
      via: "referer",
    });
    const other = `jane.other.${crypto.randomUUID()}@example.com`;
    expect((await send(other, "https://elsewhere.example/contact?utm_source=spoof")).status).toBe(303);
    expect(await stored(other)).toBeNull();
    const mail = await notification(same);
    expect(mail.text).toContain("Sent from:      /contact");
    expect(mail.text).toContain("read from the form's page");
  });

  it("an application carries its attribution too: stored with it, cleaned, in the recruiters' mail", async () => {
    const fields = applicationFields({
      attribution: JSON.stringify({
        landingPath: "/careers",
        referrer: "https://www.jobstreet.com/jobs/123?ref=x",
        utm: { utm_source: "jobstreet", utm_campaign: "devops\u0007" },
        page: "/careers/devops-engineer",
        sinceLandingMs: 90_000,
      }),
    });
    const response = await postApplication(
      `${stack.functionsUrl}/submit-application`,
      applicationForm(fields, [{ name: "cv.pdf", bytes: pdf() }]),
    );
    expect(response.status).toBe(200);
    const [row] = await stack.db.query<{ attribution: Record<string, unknown> | null }>(
      "select attribution from public.applications where email = $1",
      [fields.email],
    );
    expect(row?.attribution).toEqual({
      landingPath: "/careers",
      referrer: "https://www.jobstreet.com/jobs/123",
      utm: { utm_source: "jobstreet", utm_campaign: "devops" },
      page: "/careers/devops-engineer",
      sinceLandingMs: 90_000,
      via: "script",
    });
    const mail = await waitFor(async () =>
      stack.mail.list().find((m) => m.to === "info@example.com" && m.text.includes(String(fields.email))),
    );
    expect(mail.text).toContain("Source:         jobstreet");
    expect(mail.text).toContain("Sent from:      /careers/devops-engineer");
    // Recruiters see its source on /staff/applications.
    const key = await ensureDevSigningKey(stack.dataDir);
    const listed = await fetch(`${stack.functionsUrl}/submit-application/staff`, {
      headers: {
        origin: siteOrigin,
        authorization: `Bearer ${await signToken(key.privateJwk, { appRole: "recruiter" })}`,
      },
    });
    const { applications } = (await listed.json()) as { applications: { email: string; source: string }[] };
    expect(applications.find((a) => a.email === fields.email)?.source).toBe("jobstreet");
  });
});
