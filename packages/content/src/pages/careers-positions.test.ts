// The careers positions: the three of the specification with their apply links, dated and located as the owner
// confirmed.
import { describe, expect, it } from "vitest";
import { ownerReview } from "../owner-review.ts";
import { careersPage, getPosition, positionsPostedAt, remoteApplicantLocation } from "./careers.ts";

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

  it("dates every position and says where remote candidates may live, as content on the owner's list", () => {
    const listed = ownerReview.map((item) => item.text);
    for (const position of careersPage.positions.items) {
      // Not in the specification: the posting date is content, confirmed by the owner, never a build's clock.
      expect(position.datePosted).toBe(positionsPostedAt);
      expect(listed).toContain(position.datePosted);
      expect(position.validThrough).toBeUndefined();
      if (position.location === "Remote") {
        expect(position.applicantLocation).toEqual(remoteApplicantLocation);
        expect(listed).toContain(position.applicantLocation?.label);
      } else {
        expect(position.applicantLocation).toBeUndefined();
      }
    }
  });
});
