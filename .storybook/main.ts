// One Storybook for the whole workspace: every package's stories and docs pages, and the staff room's (apps/web).
import tailwindcss from "@tailwindcss/vite";
import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: [
    "../packages/*/src/**/*.mdx",
    "../packages/*/src/**/*.stories.tsx",
    // The staff pages' parts, beside them: their states from fixtures (no backend).
    "../apps/web/app/staff/**/*.stories.tsx",
  ],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import("vite");
    return mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      // Pre-bundled up front: found late, they would be re-optimized mid-run against a second copy of React. (Names
      // resolve from the root: lucide-react, a dependency of packages/ui only, is found by the optimizer's scan.)
      optimizeDeps: { include: ["react-dom/server", "react-router"] },
    });
  },
};

export default config;
