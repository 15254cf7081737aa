// Stories of the hero illustrations, alone and in the hero, for each page family.
import type { Meta, StoryObj } from "@storybook/react-vite";
import type * as React from "react";
import { Hero } from "../sections/hero.tsx";
import { CareersArt } from "./careers-art.tsx";
import { ContactArt } from "./contact-art.tsx";
import { IndustryArt, SectorOrbitArt } from "./field-art.tsx";
import { HomeArt } from "./home-art.tsx";
import { SectorArt } from "./sector-art.tsx";
import { ServicesArt } from "./services-art.tsx";

/** An illustration shown on its own, at its hero width, on the hero's navy (the frame is placed for the hero). */
function Gallery({ children }: { children: React.ReactNode }) {
  return (
    <div className="grid gap-6 bg-brand-950 p-6 sm:grid-cols-2 [&_svg]:static [&_svg]:block [&_svg]:translate-y-0">
      {children}
    </div>
  );
}

const meta = {
  title: "Illustrations/Hero art",
  component: Gallery,
  tags: ["autodocs", "responsive"],
  args: { children: null },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One illustration per page family: the index pages' tile with its team, an industry page's board of its six kinds of
 * work, a sector page's four benefits around its icon. Drawn in SVG here (no image request), 4:3 with a fixed width, hidden from
 * assistive technology; shown beside the hero text from 1024 px and left out below, so the text stays the largest paint.
 */
export const Families: Story = {
  args: {
    children: (
      <>
        <HomeArt />
        <ServicesArt />
        <SectorArt color="teal" icon="Landmark" />
        <IndustryArt
          color="emerald"
          icon="Headset"
          icons={["MessagesSquare", "Wrench", "Settings", "Languages", "ChartBar", "UserCheck"]}
        />
        <SectorOrbitArt color="orange" icon="Truck" icons={["Clock", "FileCheck", "Zap", "PiggyBank"]} />
        <ContactArt />
        <CareersArt />
      </>
    ),
  },
};

/** In the hero: the home page's art beside the text (desktop), none on a phone. */
export const InHero: Story = {
  render: () => (
    <Hero
      eyebrow="Talent and Technology in perfect harmony"
      title="Build Your Dream Team With Pre-Vetted Remote Talent"
      tagline="Dedicated professionals from Southeast Asia who work as part of your team, while we handle recruitment, payroll, HR and compliance."
      cta={{ label: "Get Started", href: "/contact" }}
      visual={<HomeArt />}
    />
  ),
};
