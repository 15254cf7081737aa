import type { Meta, StoryObj } from "@storybook/react-vite";
import { footerColumns, legalLinks } from "@solvix/content/navigation";
import { site } from "@solvix/content/site";
import { SiteFooter } from "./site-footer.tsx";

const meta = {
  title: "Components/Site footer",
  component: SiteFooter,
  tags: ["autodocs"],
  args: { site, columns: footerColumns, year: 2026, legalLinks },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Blurb, e-mail link, address, the five link columns and the copyright line (year of the build). */
export const Default: Story = {};
