// The main menu's shape, shared by the header and both phone menus (kept apart so neither imports the other).
import type { MenuEntry, MenuGroup } from "@solvix/content/navigation";

export type MainMenu = readonly MenuEntry[];

/** A drop-down group (with items), as opposed to a plain link. */
export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return "items" in entry;
}
