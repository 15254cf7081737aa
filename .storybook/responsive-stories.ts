/**
 * Which story files the story tests run at 1440 px (`vitest.storybook.config.ts`): those whose stories carry the
 * `responsive` tag. The tag belongs to a whole file (`story-coverage.test.ts` checks its meta carries it exactly when
 * its components use a breakpoint variant), so a file whose stories disagree is refused with the stories named.
 */
import { globSync } from "node:fs";
import path from "node:path";
import { combineTags } from "storybook/internal/csf";
import { readCsf } from "storybook/internal/csf-tools";

/** The story files of the Storybook in `configDir` (its `stories` globs, MDX pages aside), relative to its parent. */
async function storyFiles(configDir: string): Promise<string[]> {
  const { default: main } = (await import(path.join(configDir, "main.ts"))) as { default: { stories: string[] } };
  const root = path.dirname(configDir);
  return (
    main.stories
      .filter((glob) => !glob.endsWith(".mdx"))
      .flatMap((glob) => globSync(path.resolve(configDir, glob), { withFileTypes: true }))
      // Screenshot folders bear their story file's name.
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort()
  );
}

/** The story files none of whose stories is tagged `responsive`, relative to the workspace root. */
export async function storyFilesNotResponsive(configDir: string): Promise<string[]> {
  const root = path.dirname(configDir);
  const narrow: string[] = [];
  for (const file of await storyFiles(configDir)) {
    const csf = (await readCsf(path.join(root, file), { makeTitle: (title) => title ?? file })).parse();
    const tagged = csf.stories.map((story) => ({
      name: story.name ?? story.id,
      responsive: combineTags(...(csf.meta.tags ?? []), ...(story.tags ?? [])).includes("responsive"),
    }));
    const responsive = tagged.filter((story) => story.responsive);
    if (responsive.length === 0) narrow.push(file);
    else if (responsive.length < tagged.length) {
      const others = tagged.filter((story) => !story.responsive).map((story) => story.name);
      throw new Error(`${file}: tag the whole file "responsive" or none of it (not tagged: ${others.join(", ")})`);
    }
  }
  return narrow;
}
