// Stories of job-card.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import { careersPage } from "@solvix/content/pages/careers";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { JobCard } from "./job-card.tsx";

const meta = {
  title: "Components/Job card",
  component: JobCard,
  tags: ["autodocs", "responsive"],
  args: {
    title: "DevOps Engineer",
    location: "Hybrid",
    type: "Full-time",
    description:
      "Build and run the CI/CD pipelines and cloud infrastructure our client teams ship on, with infrastructure as code throughout.",
    tags: ["Docker", "Kubernetes", "Terraform", "Jenkins"],
    applyHref: "/careers/devops-engineer",
    applyLabel: careersPage.positions.applyLabel,
    skillsLabel: careersPage.positions.skillsLabel,
  },
  decorators: [
    (Story) => (
      <div className="p-4 sm:p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Apply Now' opens the contact page with the position prefilled. */
export const Default: Story = {};
