// Stories of site-footer.tsx: its states in the docs, each one also a test (rendered, compared with its screenshot).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { legalLinks } from "@solvix/content/navigation";
import { site } from "@solvix/content/site";
import { siteTexts } from "@solvix/content/site-texts";
import { storyFooterColumns } from "../sections/story-fixtures.ts";
import { SiteFooter } from "./site-footer.tsx";

const meta = {
  title: "Components/Site footer",
  component: SiteFooter,
  tags: ["autodocs", "responsive"],
  args: { site, columns: storyFooterColumns, year: 2026, legalLinks, texts: siteTexts.footer },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Blurb, e-mail link, address, the five link columns and the copyright line (year of the build). */
export const Default: Story = {};
