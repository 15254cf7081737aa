// Stories of client-proof.tsx: the four bands with example rows (the site draws only what staff publish), one band
// alone, a logo row without pictures (the names), and no rows at all (nothing is drawn).
import { proofTexts } from "@solvix/content/proof-texts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ClientProof } from "./client-proof.tsx";

const testimonials = [
  {
    id: 1,
    quote: "Our support desk was staffed in two weeks, and the team has stayed with us since.",
    name: "Alex Example",
    role: "Head of Operations",
    company: "Example Retail Pte Ltd",
  },
  {
    id: 2,
    quote: "The bookkeeping team closes our month two days earlier than before.",
    name: "Sam Sample",
    role: "Finance Director",
    company: "Sample Logistics",
  },
];
const logos = [
  { id: 3, company: "Example Retail Pte Ltd" },
  { id: 4, company: "Sample Logistics" },
];
const team = [
  { id: 5, name: "Riley Example", role: "Account Manager", country: "Philippines" },
  { id: 6, name: "Jordan Sample", role: "Recruitment Lead", country: "Vietnam" },
];
const certifications = [{ id: 7, name: "Example Certification", issuer: "Example Standards Body", year: 2025 }];

const meta = {
  title: "Sections/Client proof",
  component: ClientProof,
  tags: ["autodocs", "responsive"],
  args: { texts: proofTexts, testimonials, logos, team, certifications },
} satisfies Meta<typeof ClientProof>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllBands: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const title of ["What Our Clients Say", "Companies We Work With", "Meet Our Team", "Certifications"])
      await expect(canvas.getByRole("region", { name: title })).toBeVisible();
    await expect(canvas.getByText("Issued by Example Standards Body, 2025")).toBeVisible();
  },
};

export const TestimonialsOnly: Story = {
  args: { logos: [], team: [], certifications: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("section")).toHaveLength(1);
  },
};

export const LogosWithoutPictures: Story = {
  args: { testimonials: [], team: [], certifications: [] },
};

/** Nothing published: nothing drawn, no heading, no placeholder. */
export const Empty: Story = {
  args: { testimonials: [], logos: [], team: [], certifications: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("section")).toBeNull();
    await expect(canvasElement.textContent?.trim()).toBe("");
  },
};
