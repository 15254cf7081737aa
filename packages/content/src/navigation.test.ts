// The site's menu and footer follow the specification and the landing catalogue.
import { describe, expect, it } from "vitest";
import { listIndustryCards, listRoleCards } from "./landing.ts";
import { footerColumns, mainMenu, type MenuEntry } from "./navigation.ts";
import { catalogueHint, specifiedIndustryCards, specifiedRoleCategories, specifiedSubsequence } from "./specified.ts";

describe("navigation", () => {
  const group = (menu: MenuEntry[], label: string) => {
    const entry = menu.find((item) => item.label === label);
    return entry && "items" in entry ? entry : undefined;
  };

  it("has the top-level menu of the specification, with Careers as an entry of its own (issue 50)", () => {
    expect(mainMenu.map((entry) => entry.label)).toEqual([
      "Home",
      "About",
      "Services",
      "Roles",
      "Industries",
      "Resources",
      "Careers",
      "Contact",
    ]);
    expect(mainMenu.find((entry) => entry.label === "Careers")).toEqual({ label: "Careers", href: "/careers" });
    expect(group(mainMenu, "Resources")?.items.some((item) => item.href === "/careers")).toBe(false);
    expect(group(mainMenu, "Industries")).toMatchObject({ layout: "grid", href: "/industries" });
    const hrefs = (label: string) => group(mainMenu, label)?.items.map((item) => item.href) ?? [];
    expect(hrefs("Industries")).toEqual(listIndustryCards().map((card) => card.href));
    expect(specifiedSubsequence(hrefs("Industries"), specifiedIndustryCards), catalogueHint).toEqual(
      specifiedIndustryCards,
    );
    expect(hrefs("Roles")).toEqual(listRoleCards().map((card) => card.href));
    expect(
      specifiedSubsequence(
        hrefs("Roles").map((href) => href.split("/").at(-1) ?? ""),
        specifiedRoleCategories,
      ),
      catalogueHint,
    ).toEqual(specifiedRoleCategories);
    expect(footerColumns.map((column) => column.title)).toEqual([
      "Company",
      "Services",
      "Roles",
      "Industries",
      "Resources",
    ]);
  });
});
