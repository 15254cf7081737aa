// JobPosting JSON-LD: what Google's job-posting rich results require, for every open position.
import { listPositions } from "@solvix/content/pages/careers";
import { positionPath } from "@solvix/content/pages/position";
import { describe, expect, it } from "vitest";
import { jobPostingJsonLd } from "./structured-data.server.ts";

type Posting = Record<string, unknown> & {
  hiringOrganization: { name: string; sameAs: string };
  jobLocation?: { "@type": string; address: Record<string, string> };
  applicantLocationRequirements?: { "@type": string; name: string }[];
};

describe("jobPostingJsonLd", () => {
  it.each(listPositions().map((position) => [position.slug, position] as const))(
    "%s carries Google's required and recommended properties",
    (_slug, position) => {
      const path = positionPath(position);
      const posting = jobPostingJsonLd(position, path, { description: position.description, skillsTitle: "Skills" });
      const data = posting as Posting;
      expect(data["@type"]).toBe("JobPosting");
      expect(data.title).toBe(position.title);
      expect(data.description).toMatch(/^<p>.+<\/p><p>Skills: .+<\/p>$/);
      expect(data.datePosted).toBe(position.datePosted);
      expect(Number.isNaN(Date.parse(String(data.datePosted)))).toBe(false);
      expect(data.employmentType).toBe("FULL_TIME");
      expect(data.hiringOrganization.name).toBeTruthy();
      expect(data.hiringOrganization.sameAs).toMatch(/^https:\/\//);
      expect(data.url).toMatch(new RegExp(`${path}$`));
      if (position.location === "Remote") {
        // Remote: no office, the countries candidates may live in.
        expect(data.jobLocationType).toBe("TELECOMMUTE");
        expect(data.jobLocation).toBeUndefined();
        // The four staff countries by default: India in, Thailand out.
        expect(data.applicantLocationRequirements?.map((country) => country.name)).toEqual([
          "Philippines",
          "Indonesia",
          "Vietnam",
          "India",
        ]);
        expect(data.applicantLocationRequirements?.every((country) => country["@type"] === "Country")).toBe(true);
      } else {
        expect(data.jobLocationType).toBeUndefined();
        expect(data.jobLocation?.["@type"]).toBe("Place");
        expect(data.jobLocation?.address).toMatchObject({ addressLocality: "Singapore", addressCountry: "SG" });
      }
    },
  );

  it("escapes markup in the description's text", () => {
    const [position] = listPositions();
    const data = jobPostingJsonLd(position!, "/careers/x", { description: "a <b> & c", skillsTitle: "Skills" });
    expect((data as Posting).description).toContain("a &lt;b&gt; &amp; c");
  });

  it("carries the salary range, benefits and hours staff gave, and none where none is set", () => {
    const [position] = listPositions();
    const bare = jobPostingJsonLd(position!, "/careers/x", { description: "d", skillsTitle: "Skills" }) as Posting;
    expect(bare.baseSalary).toBeUndefined();
    expect(bare.jobBenefits).toBeUndefined();
    const paid = {
      ...position!,
      terms: {
        salary: { currency: "PHP" as const, min: 60000, max: 90000, unit: "MONTH" as const },
        benefits: "HMO from day one",
        hours: "Monday to Friday, 09:00 to 18:00",
      },
    };
    const data = jobPostingJsonLd(paid, "/careers/x", { description: "d", skillsTitle: "Skills" }) as Posting;
    expect(data.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "PHP",
      value: { "@type": "QuantitativeValue", minValue: 60000, maxValue: 90000, unitText: "MONTH" },
    });
    expect(data.jobBenefits).toBe("HMO from day one");
    expect(data.workHours).toBe("Monday to Friday, 09:00 to 18:00");
  });
});
