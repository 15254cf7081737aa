// Stories of the writing desk's pages (articles, case studies): the args every desk view and every editor starts from
// (a list or a row, nothing else open, spies for the actions), and the stories every desk view has in the same way
// (loading, empty, refused, failed, saved, a row's history), so each kind's stories give only their rows and words.
import type { DeskWords } from "@solvix/content/pages/staff-desk";
import { expect, fn, within } from "storybook/test";
import type { OpenHistory } from "./desk-view.tsx";
import { saidAs } from "../story-frame.tsx";

export const deskViewArgs = <Row, Copy>(list: Row[], copy: Copy) => ({
  list,
  copy,
  message: "",
  editing: null,
  errors: {},
  saving: false,
  history: null,
  onEdit: fn(),
  onSave: fn(),
  onCancel: fn(),
  onHistory: fn(),
});

/** An editor's args: `editing` open, no field's message, no save on its way, spies for Save and Cancel. */
export const deskFormArgs = <Editing, Copy>(editing: Editing, copy: Copy) => ({
  editing,
  errors: {},
  saving: false,
  copy,
  onSave: fn(),
  onCancel: fn(),
});

/** The stories every desk view has, with its words; `history` is a row's saved versions (newest published, then a
 * draft, then the seed's, which no editor saved). */
export function deskViewStateStories(copy: DeskWords, history: OpenHistory) {
  return {
    loading: { args: { list: "loading" as const }, play: saidAs("status", copy.loading) },
    empty: {
      args: { list: [] },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = within(canvasElement);
        await expect(canvas.getByText(copy.none)).toBeVisible();
        await expect(canvas.getByRole("button", { name: copy.add })).toBeVisible();
      },
    },
    refused: { args: { list: "denied" as const }, play: saidAs("alert", copy.notEditor) },
    failed: { args: { list: "failed" as const }, play: saidAs("alert", copy.failure) },
    saved: { args: { message: copy.published }, play: saidAs("status", copy.published) },
    history: {
      args: { history },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const list = within(within(canvasElement).getByRole("list", { name: copy.historyLabel }));
        const rows = list.getAllByRole("listitem");
        await expect(rows).toHaveLength(3);
        await expect(rows[0]).toHaveTextContent("writer@solvix.example");
        await expect(rows[0]).toHaveTextContent(copy.states.published);
        await expect(rows[2]).toHaveTextContent(copy.savedByTheSite);
      },
    },
  };
}
