// The shared words the root loader carries to every page: header, footer and the content sections' words.
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root.tsx";

export type RootTexts = Awaited<ReturnType<typeof rootLoader>>["texts"];

/** The root loader's words. Every page renders below the root route, whose loader only reads the content. */
export function useRootTexts(): RootTexts {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("useRootTexts: the root loader's data is missing");
  return data.texts;
}
