// The site configuration: defaults, SITE_* overrides and their validation.
import { describe, expect, it } from "vitest";
import { absoluteUrl, getSiteConfig, site, siteConfigSchema } from "./site.ts";

describe("site configuration", () => {
  it("has placeholder defaults on reserved domains", () => {
    const config = getSiteConfig({});
    expect(siteConfigSchema.parse(config)).toEqual(config);
    expect(config).toMatchObject({
      brandName: "Solvix",
      tagline: "Talent and Technology in perfect harmony",
      origin: "https://www.example.com",
      email: "hello@example.com",
      phone: "+65 0000 0000",
      address: { street: "1 North Bridge Road, #08-08", city: "Singapore", postalCode: "179094", country: "SG" },
      foundingYear: 2020,
      areaServed: ["SG", "MY", "PH", "TH", "VN", "ID"],
      supabaseUrl: "",
    });
    expect(config.businessHours.open).toMatchObject({ opens: "09:00", closes: "18:00", display: "9:00 AM to 6:00 PM" });
    expect(config.businessHours.open.days).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]);
    expect(config.businessHours.closed.days).toEqual(["Saturday", "Sunday"]);
  });

  it("takes overrides from SITE_* variables, ignoring blank ones", () => {
    const config = getSiteConfig({
      SITE_BRAND_NAME: "Acme Staffing",
      SITE_ORIGIN: "https://acme.example.org/",
      SITE_EMAIL: "sales@acme.example.org",
      SITE_PHONE: "+65 6123 4567",
      SITE_SUPABASE_URL: "https://abc.supabase.co",
      SITE_SUPABASE_ANON_KEY: "anon",
      SITE_LINKEDIN_URL: "  ",
    });
    expect(config).toMatchObject({
      brandName: "Acme Staffing",
      legalName: "Acme Staffing Pte. Ltd.",
      origin: "https://acme.example.org",
      email: "sales@acme.example.org",
      phone: "+65 6123 4567",
      supabaseUrl: "https://abc.supabase.co",
      supabaseAnonKey: "anon",
    });
    expect(config.socials.linkedin).toBe("https://www.linkedin.com/company/example");
    expect(config.blurb).toContain("Acme Staffing");
  });

  it("names the variable when a setting is invalid", () => {
    expect(() => getSiteConfig({ SITE_EMAIL: "not-an-email" })).toThrow(/SITE_\*.*\n.*email/s);
    expect(() => getSiteConfig({ SITE_ORIGIN: "ftp://example.com" })).toThrow(/origin/);
  });

  it("takes the scheduling page from SITE_BOOKING_URL: none by default, an http(s) address only", () => {
    expect(getSiteConfig({}).bookingUrl).toBe("");
    expect(getSiteConfig({ SITE_BOOKING_URL: "  " }).bookingUrl).toBe("");
    expect(getSiteConfig({ SITE_BOOKING_URL: "https://calendly.com/acme/intro" }).bookingUrl).toBe(
      "https://calendly.com/acme/intro",
    );
    expect(() => getSiteConfig({ SITE_BOOKING_URL: "javascript:alert(1)" })).toThrow(/bookingUrl/);
    expect(() => getSiteConfig({ SITE_BOOKING_URL: "calendly.com/acme" })).toThrow(/bookingUrl/);
  });

  it("builds absolute URLs from the origin", () => {
    const config = getSiteConfig({ SITE_ORIGIN: "https://acme.example.org" });
    expect(absoluteUrl("/", config)).toBe("https://acme.example.org/");
    expect(absoluteUrl("/industries/legal", config)).toBe("https://acme.example.org/industries/legal");
    expect(absoluteUrl("/about").startsWith(site.origin)).toBe(true);
  });
});
