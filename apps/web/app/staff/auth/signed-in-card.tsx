// What the sign-in page shows a signed-in member of staff: the account, and what each of its roles lets them do.
import type { StaffPage } from "@solvix/content/pages/staff-room";
import type { StaffSignInTexts } from "@solvix/content/pages/staff-sign-in";
import { Card } from "@solvix/ui/components/card";
import { fillParts } from "@solvix/ui/lib/template-parts";
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

/** The account, and for each role it holds a line with the way to that role's page (the staff room's pages). */
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
          const page = pages.find((entry) => entry.role === role);
          return (
            <p key={role}>
              {body}{" "}
              {page ? (
                <Link to={page.path} className="font-semibold text-brand-700 underline underline-offset-4">
                  {link}
                </Link>
              ) : null}
            </p>
          );
        })
      ) : (
        <p>{copy.noRole}</p>
      )}
    </Card>
  );
}
