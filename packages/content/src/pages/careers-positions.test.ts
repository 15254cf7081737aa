// The careers positions: the three of the specification with their apply links, dated and located as the owner
// confirmed.
import { describe, expect, it } from "vitest";
import { ownerReview } from "../owner-review.ts";
import {
  careersPage,
  getPosition,
  positionsPostedAt,
  defaultApplicantLocation,
  applicantLocationOf,
  positionFromStored,
} from "./careers.ts";

describe("careers positions", () => {
  it("has the three positions of the specification with apply links", () => {
    expect(
      careersPage.positions.items.map(({ slug, title, location, type, tags }) => ({
        slug,
        title,
        location,
        type,
        tags,
      })),
    ).toEqual([
      {
        slug: "senior-full-stack-developer",
        title: "Senior Full Stack Developer",
        location: "Remote",
        type: "Full-time",
        tags: ["React", "Node.js", "TypeScript", "AWS"],
      },
      {
        slug: "devops-engineer",
        title: "DevOps Engineer",
        location: "Hybrid",
        type: "Full-time",
        tags: ["Docker", "Kubernetes", "Terraform", "Jenkins"],
      },
      {
        slug: "ux-ui-designer",
        title: "UX/UI Designer",
        location: "Remote",
        type: "Full-time",
        tags: ["Figma", "Adobe Creative Suite", "User Research", "Prototyping"],
      },
    ]);
    expect(getPosition("devops-engineer")?.applyHref).toBe("/careers/devops-engineer");
    expect(getPosition("chief-astronaut")).toBeUndefined();
  });

  it("dates every position and opens it to the four staff countries, as content on the owner's list", () => {
    const listed = ownerReview.map((item) => item.text);
    for (const position of careersPage.positions.items) {
      // Not in the specification: the posting date is content, confirmed by the owner, never a build's clock.
      expect(position.datePosted).toBe(positionsPostedAt);
      expect(listed).toContain(position.datePosted);
      expect(position.validThrough).toBeUndefined();
      expect(position.applicantLocation).toEqual(defaultApplicantLocation);
      expect(listed).toContain(position.applicantLocation.label);
      expect(position.terms).toEqual({});
    }
    expect(defaultApplicantLocation).toEqual({
      countries: ["PH", "ID", "VN", "IN"],
      label: "Open to candidates living in the Philippines, Indonesia, Vietnam or India.",
    });
  });

  it("takes a stored position's countries and terms as staff set them, and shows nothing that is not set", () => {
    const row = {
      slug: "support-agent",
      title: "Support Agent",
      location: "Remote" as const,
      type: "Full-time" as const,
      description: "Answer customers by chat and e-mail for a travel client.",
      tags: ["Zendesk"],
      validThrough: null,
      datePosted: "2026-11-29T00:00:00.000Z",
      closedAt: null,
      updatedAt: "2026-11-29T00:00:00.000Z",
      countries: ["PH", "TH"] as ("PH" | "TH")[],
      salary: { currency: "PHP" as const, min: 30000, max: 45000, unit: "MONTH" as const },
      benefits: null,
      hours: "Monday to Friday, 09:00 to 18:00",
      timeZone: null,
    };
    const position = positionFromStored(row);
    expect(position.applicantLocation).toEqual(applicantLocationOf(["PH", "TH"]));
    expect(position.applicantLocation.label).toBe("Open to candidates living in the Philippines or Thailand.");
    expect(position.terms).toEqual({ salary: row.salary, hours: row.hours });
  });
});
