// Stories of landing-page.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fieldIcons, listLandingPages, type LandingPage } from "@solvix/content/landing";
import { siteTexts } from "@solvix/content/site-texts";
import type { BreadcrumbTrail } from "../components/breadcrumb.tsx";
import { FieldIconRow, IndustryArt, SectorOrbitArt } from "../illustrations/field-art.tsx";
import { LandingPageView } from "./landing-page.tsx";
import { landingPage } from "./story-fixtures.ts";

/** The breadcrumb the site gives a landing page (Home, its index, its card title), as the route loader builds it. */
function breadcrumbFor(page: LandingPage): BreadcrumbTrail {
  const { label, home, names } = siteTexts.breadcrumb;
  const index = page.kind === "industry" ? "/industries" : "/sectors";
  return {
    label,
    items: [
      { label: home, href: "/" },
      { label: names[index], href: index },
      { label: page.card.title, href: page.canonicalPath },
    ],
  };
}

type Args = React.ComponentProps<typeof LandingPageView> & {
  /** The content entry shown: every industry and sector page of `@solvix/content` (a new entry appears by itself). */
  entry: string;
};

const meta = {
  title: "Sections/Landing page template",
  component: LandingPageView,
  tags: ["autodocs", "responsive"],
  args: { entry: "insurance", page: landingPage("insurance"), texts: siteTexts.sections },
  argTypes: {
    entry: {
      control: "select",
      options: listLandingPages().map((page) => page.slug),
      table: { category: "Story", type: { summary: "landing page slug" } },
    },
    page: { control: false, table: { type: { summary: "Pick<LandingPage, 'slug' | 'kind' | 'sections'>" } } },
    breadcrumb: { control: false, table: { type: { summary: "BreadcrumbTrail" } } },
    texts: { control: false },
  },
  // The page, its breadcrumb, its hero art and its colour come from the selected entry, as on the site.
  render: ({ entry }) => {
    const page = landingPage(entry);
    const Art = page.kind === "industry" ? IndustryArt : SectorOrbitArt;
    const { color, icon } = page.card;
    const icons = fieldIcons(page, page.kind === "industry" ? 6 : 4);
    return (
      <LandingPageView
        page={page}
        breadcrumb={breadcrumbFor(page)}
        texts={siteTexts.sections}
        heroVisual={<Art color={color} icon={icon} icons={icons} />}
        heroExtra={<FieldIconRow family={page.kind} color={color} icons={icons} />}
        accent={color}
      />
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A sector page: hero (its four benefits on an orbit around its icon), overview, 4 benefits beside their heading,
 * 6 features as rows, 12 tasks as a list, call to action.
 */
export const InsuranceSector: Story = {};

/** An industry page with market figures, a checklist and a role grid. */
export const FinanceServiceIndustry: Story = { args: { entry: "finance-service" } };

/**
 * An industry page of the common pattern: hero (its field's board of six kinds of work), headings at the start, the
 * tasks as a ledger before the benefits (ruled) and the outsourcing cards (in the field's colour).
 */
export const CustomerSupportIndustry: Story = { args: { entry: "customer-support" } };
