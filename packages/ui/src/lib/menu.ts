// The main menu's shape, shared by the header and both phone menus (kept apart so neither imports the other). An
// entry with `items` is a drop-down group (`"items" in entry` narrows it to one), any other a plain link. No helper
// function here: one would be a chunk of its own in every page's first load, shared by the header and the menus.
import type { MenuEntry } from "@solvix/content/navigation";

export type MainMenu = readonly MenuEntry[];
