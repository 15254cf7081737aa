// Story of the home page's calculator teaser with its worked example.
import type { Meta, StoryObj } from "@storybook/react-vite";
import { PageSection } from "../components/page-section.tsx";
import { CalculatorTeaser } from "./calculator-teaser.tsx";

const meta = {
  title: "Sections/Calculator teaser",
  component: CalculatorTeaser,
  tags: ["autodocs", "responsive"],
  args: {
    title: "Local or Remote: Compare Your Team's Salaries",
    body: "Pick roles and a headcount and compare typical local and remote salaries per year. Open to everyone, no e-mail needed.",
    link: { label: "Open the savings calculator", href: "/savings-calculator" },
    example: {
      label: "Example",
      team: "3 × Structural Engineer, USD a year",
      rows: [
        { label: "Local salaries", value: "USD 255,000 – 330,000" },
        { label: "Remote salaries", value: "USD 42,000 – 66,000" },
        { label: "Salary difference", value: "USD 213,000 – 264,000" },
      ],
      link: { label: "Try this team in the calculator", href: "/savings-calculator?role=structural-engineer&count=3" },
    },
  },
  decorators: [
    (Story) => (
      <PageSection>
        <Story />
      </PageSection>
    ),
  ],
} satisfies Meta<typeof CalculatorTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The example is tagged "Example": its figures are worked out from the specification's structural-engineer ranges. */
export const Default: Story = {};
