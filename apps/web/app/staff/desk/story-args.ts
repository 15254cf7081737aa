// Stories of the writing desk's pages: the args every desk view starts from (a list, nothing open, spies for the
// actions), so each kind's stories give only their rows and words.
import { fn } from "storybook/test";

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
