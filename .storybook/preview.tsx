// What every story renders inside: the site's stylesheet, a router and the content icons.
import type { Decorator, Preview, ReactRenderer } from "@storybook/react-vite";
import type { ArgTypesEnhancer } from "storybook/internal/types";
import { Controls, Description, Primary, Stories, Subtitle, Title } from "@storybook/addon-docs/blocks";
import { MemoryRouter } from "react-router-dom";
import { configure } from "storybook/test";
import { iconNames } from "../packages/content/src/icons.ts";
import { siteTexts } from "../packages/content/src/site-texts.ts";
import { IconProvider } from "../packages/ui/src/components/icon.tsx";
import { GuidanceBlock } from "../packages/ui/src/docs/guidance-block.tsx";
import { ToastProvider } from "../packages/ui/src/components/toast.tsx";
import { glyphsFor } from "../packages/ui/src/lib/icon-registry.ts";
import { busy } from "../packages/ui/src/lib/story-controls.ts";
import "./preview.css";

// A play function's `findBy…` and `waitFor` wait for their condition up to `busy` (10 s), in the test run and in the
// manager alike: Testing Library's own 1 s timed the machine, not the story (a busy machine draws a frame seconds late).
configure({ asyncUtilTimeout: busy.timeout });

/** Every content icon: on the site, each page receives the glyphs its route loader collected. */
const glyphs = glyphsFor(iconNames);

/** Stories render inside a router (links and NavLink work), the icon glyphs and the toast provider, as on the site. */
const withProviders: Decorator = (Story, context) => {
  const path = typeof context.parameters.route === "string" ? context.parameters.route : "/";
  return (
    <MemoryRouter initialEntries={[path]}>
      <IconProvider glyphs={glyphs}>
        <ToastProvider dismissLabel={siteTexts.toast.dismiss} duration={Number.POSITIVE_INFINITY}>
          <Story />
        </ToastProvider>
      </IconProvider>
    </MemoryRouter>
  );
};

/**
 * Functions (event handlers, validators, render props) and React internals have no meaningful control: they stay in
 * the props table, without a control. Controls come from each prop's type (and the cva variants), never from a name.
 */
const noControlForFunctions: ArgTypesEnhancer<ReactRenderer> = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const internal = name === "ref" || name === "key";
      const fn = argType.type && typeof argType.type === "object" && argType.type.name === "function";
      return [name, fn || internal ? { ...argType, control: false as const } : argType];
    }),
  );

/** Every component docs page: Storybook's default blocks with the guidance block after the description. */
function DocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <GuidanceBlock />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}

/** The two widths every story is checked at (the visual tests run each story at both). */
export const viewports = {
  mobile: { name: "Mobile (390)", styles: { width: "390px", height: "844px" }, type: "mobile" },
  desktop: { name: "Desktop (1440)", styles: { width: "1440px", height: "900px" }, type: "desktop" },
} as const;

const preview: Preview = {
  decorators: [withProviders],
  argTypesEnhancers: [noControlForFunctions],
  parameters: {
    layout: "fullscreen",
    viewport: { options: viewports },
    controls: { sort: "requiredFirst" },
    docs: { page: DocsPage },
    a11y: {
      // Every story is an accessibility test: a violation fails it.
      test: "error",
      options: { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] } },
    },
    options: {
      storySort: { order: ["Introduction", "Design tokens", "Guides", "Components", "Sections", "Staff"] },
    },
  },
  initialGlobals: { viewport: { value: "desktop", isRotated: false } },
  tags: ["autodocs"],
};

export default preview;
