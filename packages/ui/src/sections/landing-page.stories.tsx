import type { Meta, StoryObj } from "@storybook/react-vite";
import { LandingPageView } from "./landing-page.tsx";
import { landingPage } from "./story-fixtures.ts";

const meta = {
  title: "Sections/Landing page template",
  component: LandingPageView,
  tags: ["autodocs"],
  args: {
    page: landingPage("insurance"),
    breadcrumb: [
      { label: "Home", href: "/" },
      { label: "Sectors", href: "/sectors" },
      { label: "Insurance", href: "/sectors/insurance" },
    ],
  },
} satisfies Meta<typeof LandingPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sector page from its content entry: hero, overview, 4 benefits, 6 features, 12 tasks, call to action. */
export const InsuranceSector: Story = {};

/** An industry page with market figures, a checklist and a role grid. */
export const FinanceServiceIndustry: Story = {
  args: {
    page: landingPage("finance-service"),
    breadcrumb: [
      { label: "Home", href: "/" },
      { label: "Industries", href: "/industries" },
      { label: "Finance Service", href: "/industries/finance-service" },
    ],
  },
};
