// The state and calls of a page of the writing desk (articles or case studies): the list (read once signed in and
// after each save), the row being edited, a save with the function's answer (said as the state it was saved in), and a
// row's history. The articles function runs every call as the signed-in user, so row-level security decides (role
// editor); a save starts the site's rebuild (the deploy hook), as a FAQ save does.
import type { DeskWords } from "@solvix/content/pages/staff-desk";
import { useState } from "react";
import { useStaffList } from "../auth/staff-list.tsx";
import type { StaffCall } from "../auth/use-staff-call.ts";
import { useStaffSave } from "../auth/use-staff-save.ts";
import { fetchHistory, savedMessage, type DeskKind, type DeskRow, type Editing } from "./desk.ts";
import type { DeskViewProps, OpenHistory } from "./desk-view.tsx";

export function useDesk<Row extends DeskRow, Save extends { state: string }>({
  call,
  kind,
  read,
  draftOf,
  copy,
}: {
  call: StaffCall;
  kind: DeskKind;
  /** The kind's reader (`deskReader(kind)`, made once). */
  read: (call: StaffCall) => Promise<Row[] | "denied" | "failed">;
  draftOf: (row: Row | null) => Editing;
  copy: DeskWords;
}): { signedIn: boolean; props: DeskViewProps<Row, Save> } {
  const [history, setHistory] = useState<OpenHistory | null>(null);
  const { signedIn, list, reload } = useStaffList(call, read);
  const { editing, setEditing, errors, message, saving, send, edit } = useStaffSave<Editing>(call, copy, reload);

  return {
    signedIn,
    props: {
      list,
      message,
      editing,
      errors,
      saving,
      history,
      onEdit: (row) => edit(draftOf(row)),
      onSave: (body) => {
        const saved = savedMessage(copy, body.state);
        void (editing?.id
          ? send(`/${kind}/${editing.id}`, "PATCH", body, saved)
          : send(`/${kind}`, "POST", body, saved));
      },
      onCancel: () => setEditing(null),
      onHistory: (id) => void fetchHistory(call, kind, id).then((rows) => setHistory({ id, rows })),
    },
  };
}
