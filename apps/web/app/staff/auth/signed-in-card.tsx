// What the sign-in page shows a signed-in member of staff: the account, and what each of its roles lets them do, with
// a link to each staff page the role opens.
import type { StaffPage } from "@solvix/content/pages/staff-room";
import type { StaffSignInTexts } from "@solvix/content/pages/staff-sign-in";
import { Card } from "@solvix/ui/components/card";
import { fillParts } from "@solvix/ui/lib/template-parts";
import { fillText } from "@solvix/ui/lib/template";
import { Fragment } from "react";
import { Link } from "react-router";
import type { StaffRole, StaffSessionHint } from "./staff-session.ts";

/** The words of each role (`staffSignInPage.roles`). */
const roleTexts: Record<StaffRole, keyof StaffSignInTexts["roles"]> = {
  editor: "editor",
  recruiter: "recruiter",
  positions_editor: "positionsEditor",
  sales: "sales",
  marketing: "marketing",
};

/** The account, and for each role it holds a line with a link to each page that role opens (the staff room's pages). */
export function SignedInCard({
  session,
  copy,
  pages,
}: {
  session: StaffSessionHint;
  copy: StaffSignInTexts;
  pages: readonly StaffPage[];
}) {
  return (
    <Card className="gap-4 p-6" role="status">
      <p className="text-ink-900">
        {fillParts(copy.signedInAs, {
          account: <strong>{session.email || copy.account.unnamed}</strong>,
          development: session.development ? copy.account.development : "",
        })}
      </p>
      {session.roles.length ? (
        session.roles.map((role) => {
          const { body, link } = copy.roles[roleTexts[role]];
          const opened = pages.filter((entry) => entry.role === role);
          return (
            <p key={role}>
              {body}
              {opened.map((page, index) => (
                <Fragment key={page.path}>
                  {index ? <span aria-hidden="true"> · </span> : " "}
                  <Link to={page.path} className="font-semibold text-brand-700 underline underline-offset-4">
                    {index ? fillText(copy.otherPage, { page: page.label }) : link}
                  </Link>
                </Fragment>
              ))}
            </p>
          );
        })
      ) : (
        <p>{copy.noRole}</p>
      )}
    </Card>
  );
}
