// The guidance of the Staff docs pages: the staff room's parts (apps/web/app/staff), keyed by story title.
import type { Guidance } from "./guidance-shape.ts";

export const staffGuidance: Record<string, Guidance> = {
  "Staff/Navigation": {
    status: "Stable",
    use: "Above every /staff page (the staff layout route): the staff pages the signed-in account's roles open, and the sign-out; before sign-in, the way to the sign-in page.",
    avoid:
      "Public pages, and as a permission check: the database decides every call, the navigation only leaves out what the roles cannot open.",
    content:
      "The page list of the content package (staffRoom.pages: path, label, role); a new staff page is one entry there and its route.",
    keyboard: "Tab through the links and the Sign Out button; Enter follows a link, Enter or Space signs out.",
    roles:
      'A navigation landmark named "Staff pages"; the page shown is the link with aria-current="page"; the visible heading word is hidden from screen readers, which have the name.',
  },
  "Staff/Positions": {
    status: "Experimental",
    use: "The positions editors' page (/staff/positions): the open and closed positions, adding or changing one, closing one (after a confirmation) or opening it again.",
    avoid:
      "Anything a visitor sees: what it saves is published by the site's next build. Closing without the confirmation: a closed position's page answers 'gone'.",
    content:
      "Words from the content package (staffPositionsPage); the fields' messages are the function's, shown under each field.",
    keyboard:
      "Tab through the buttons and the form. Close position opens the Dialog with focus on Cancel; Tab stays inside it, Escape or Cancel closes it with nothing done, Enter on the confirm button closes the position.",
    roles:
      "Loading in a status region, a failure in an alert; each list a region named by its title; action buttons name their position (hidden text); the confirmation is an alertdialog named by its title, its failure an alert inside it.",
  },
  "Staff/Applications": {
    status: "Experimental",
    use: "The recruiters' page (/staff/applications): applications grouped by position and talent pool, newest first; one opens by its link.",
    avoid: "Accounts without the recruiter role: the function answers them with the refusal shown here.",
    content:
      "Words and statuses from the content package (staffApplicationsPage); names, countries and dates as the applicants sent them.",
    keyboard: "Tab through the applicants' links; Enter opens one.",
    roles:
      "Loading in a status region, a refusal or failure in an alert; each group a region named by its position; each applicant a link named by the name.",
  },
  "Staff/Application": {
    status: "Experimental",
    use: "One application opened from the recruiters' list: its details, note and CV download, its review status, and deleting it when the applicant asks.",
    avoid: "Deleting without the applicant's request: the confirmation says it cannot be undone.",
    content:
      "Labels, statuses and the confirmation's words from the content package (staffApplicationsPage, removeDialog); the applicant's own text as sent.",
    keyboard:
      "Tab through the download, the status select and its save, and Delete application, which opens the Dialog with focus on Cancel; Tab stays inside it, Escape or Cancel closes it with nothing deleted.",
    roles:
      "An article named by its heading (name and position); the details a description list; the save's result in a status region; the confirmation an alertdialog named by its title, a refusal an alert inside it.",
  },
};
