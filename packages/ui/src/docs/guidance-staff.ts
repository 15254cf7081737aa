// The guidance of the Staff docs pages: the staff room's parts (apps/web/app/staff), keyed by story title.
import type { Guidance } from "./guidance-shape.ts";

export const staffGuidance: Record<string, Guidance> = {
  "Staff/Analytics": {
    status: "Experimental",
    use: "The marketing team's page (/staff/analytics): visitors and page views per day, the top landing pages, pages, sources, campaigns and devices, conversions per source and landing page with their rates, and the funnel from landing to a sent enquiry, for a range beside the period before it.",
    avoid:
      "Accounts without the marketing role: the function answers them with the refusal shown here. Reading a visitor as a person: a visitor is one browser on one day (the hash's salt changes daily), so a range's visitors are the sum of its days'.",
    content:
      "Words from the content package (staffAnalyticsPage); paths, sources and campaigns as the site counted them, a missing source as 'Direct or unknown'.",
    keyboard:
      "Tab through the two date fields, Show, the three ranges and each section's Download CSV; Enter or Space activates a button.",
    roles:
      "Loading in a status region, a refusal or failure in an alert; each section a region named by its heading; each chart an image named like it, its figures in the table below (a caption with the same name, row headers in the first column).",
  },
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
  "Staff/FAQ editing": {
    status: "Stable",
    use: "On the public FAQ page (/faqs) for a signed-in editor: the cards visitors see, each with an edit button that turns it into its question and answer fields, saved one card at a time.",
    avoid:
      "Any other role or a visitor: they get the plain cards (an account without the editor role a notice above them). A second open edit: the other cards' edit buttons wait until it is saved or cancelled.",
    content:
      "Words from the content package (faqsPage.editor): the notice naming the account, the checks' messages (faqsPage.editor.draft, the same limits as the function) and the failures, each saying what happened to the draft; a field the function refused shows its own message.",
    keyboard:
      "Tab to a card's edit button; Enter opens the fields with focus in the question. Escape or the cancel button closes them unchanged; Enter in the question or the save button saves. Focus returns to the card's edit button when the edit closes.",
    roles:
      "The notice a status region; the cards an ordered list named like the visitors' list; the edit a form named by its question's number, busy while saving; buttons named by their question's number (icons hidden); a failure an alert, a field's message its description.",
  },
  "Staff/Sign-in": {
    status: "Stable",
    use: "The staff sign-in page (/staff/sign-in), the staff room's entrance: e-mail and password when the build names a Supabase project, a development token in a build for the embedded local backend; once signed in, the account and a line for each role it holds, with a link to each page that role opens.",
    avoid:
      "Visitors: the site has no client accounts and links here from no public menu. Signing out here: that is the staff navigation's, on every staff page.",
    content:
      "Words from the content package (staffSignInPage): the fields' messages are checked before anything is sent; a failure says whether the service was unreachable or refused, and keeps the e-mail; each role's line (staffSignInPage.roles) with a link to each page the staff room lists for that role: the role's own words for its first, staffSignInPage.otherPage for the others (an editor's Articles).",
    keyboard:
      "Tab through the fields and Sign In; Enter in a field sends. The development token's button waits until something is pasted.",
    roles:
      "The form named 'Staff sign-in', each field named by its label, its message its description; a failure an alert; the signed-in card a status region; the role links named by their words.",
  },
  "Staff/Proof": {
    status: "Experimental",
    use: "The proof desk (/staff/proof, editors): testimonials, client logos, team members and certifications; adding, changing, publishing and deleting them.",
    avoid:
      "Anything a client has not agreed to: a testimonial or logo cannot be saved without who agreed, when and how. Sample or placeholder rows: the site shows exactly what is published here.",
    content:
      "Words from the content package (staffProofPage); the fields' messages are the function's (proof-rules), shown under each field.",
    keyboard:
      "Tab through the add buttons, the rows' actions and the form. Delete opens the Dialog with focus on Keep it; Escape or Keep it closes it with nothing done.",
    roles:
      "Each kind a region named by its heading; the form named by its action; the agreement a group (fieldset) named by its legend; notes in a status region, failures in an alert.",
  },
  "Staff/Pricing": {
    status: "Experimental",
    use: 'The pricing desk (/staff/pricing): "from" prices per role family and staff country, the monthly fee with the exchange rates, and the calculator\'s roles with their source; adding, changing, publishing and deleting (after a confirmation).',
    avoid:
      "Anything a visitor sees: what it publishes reaches /pricing and the calculator with the site's next build. Example amounts in fixtures only: the real ones come from the owner.",
    content:
      "Words from the content package (staffPricingPage); the fields' messages are the function's, shown under each field.",
    keyboard:
      "Tab through the buttons and the forms. Delete opens the Dialog with focus on Cancel; Tab stays inside it, Escape or Cancel closes it with nothing done, Enter on the confirm button deletes.",
    roles:
      "Loading in a status region, a failure in an alert; each list a region named by its heading; each form named by its title; action buttons name their row (hidden text); the confirmation is an alertdialog named by its title.",
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
  "Staff/Articles": {
    status: "Experimental",
    use: "The editors' writing desk (/staff/articles): every article with its state (draft, scheduled with its time, published, unpublished), the editor above the list (Staff/Article Editor), the last save's note, and each article's saved versions.",
    avoid:
      "Accounts without the editor role: the function answers them with the refusal shown here. Unpublishing by deleting: nobody deletes an article; its state becomes Unpublished (after a confirmation) and its address answers 'gone'.",
    content:
      "Words and state names from the content package (staffArticlesPage); titles and addresses as saved; times in Singapore time; a refused save's note is the function's own message.",
    keyboard:
      "Tab to Write an article, then each article's Edit and History; Enter or Space activates a button. The editor opens above the list.",
    roles:
      "The last save's note in a status region, loading in a status region, a refusal or failure in an alert; the list named Articles, each article a list item with its title as a heading; its history an ordered list named 'Saved versions, newest first', a failed read an alert.",
  },
  "Staff/Article Editor": {
    status: "Experimental",
    use: "Writing or changing one article on the writing desk: address, title, summary, Markdown body with its live preview drawn by the article page's own components, category, author, tags, state and, for a scheduled one, its time.",
    avoid:
      "HTML in the body: the preview and the page drop it. Renaming a published article's address lightly: the old address then redirects to the new one for good.",
    content:
      "Labels and hints from the content package (staffArticlesPage.labels); each field's message is the function's (the article rules), under its field.",
    keyboard:
      "Tab through the fields in order, the State select (Scheduled adds Publish at), Save and Cancel; Enter in a one-line field saves. Save waits while a save is on its way. A published article saved as Unpublished opens the confirmation with focus on Cancel; Tab stays inside it, Escape or Cancel saves nothing, Enter on Unpublish article saves.",
    roles:
      "A form named 'Write an article' or 'Edit <title>', busy while saving; each field named by its label, its message (the function's) its description, marked invalid; the preview a region named Preview; the unpublish confirmation an alertdialog named by its title.",
  },
  "Staff/Case Studies": {
    status: "Experimental",
    use: "The editors' case studies desk (/staff/case-studies): every case study with its state (draft, scheduled with its time, published, unpublished) and its anchor on /case-studies, the editor above the list (Staff/Case Study Editor), the last save's note, and each one's saved versions. It shares its list, states and history with Staff/Articles.",
    avoid:
      "Accounts without the editor role: the function answers them with the refusal shown here. Unpublishing by deleting: nobody deletes a case study; its state becomes Unpublished.",
    content:
      "Words and state names from the content package (staffCaseStudiesPage); clients, locations and addresses as saved; times in Singapore time; a refused save's note is the function's own message.",
    keyboard:
      "Tab to Write a case study, then each case study's Edit and History; Enter or Space activates a button. The editor opens above the list.",
    roles:
      "The last save's note in a status region, loading in a status region, a refusal or failure in an alert; the list named Case studies, each a list item with its client as a heading; its history an ordered list named 'Saved versions, newest first'.",
  },
  "Staff/Case Study Editor": {
    status: "Experimental",
    use: "Writing or changing one case study: address, client, location, the team in one line, its size and staff countries, challenge, solution, three to six results, industries and topics, state and, for a scheduled one, its time; the live preview is the case studies page's own card.",
    avoid:
      "Industries and countries spelt two ways: visitors filter the case studies page by them, so one spelling makes one filter. Unpublishing lightly: the confirmation asks first.",
    content:
      "Labels and hints from the content package (staffCaseStudiesPage.labels); each field's message is the function's (the case study rules), under its field, a result's under its pair.",
    keyboard:
      "Tab through the fields in order, each result's Value and What it measures, the State select, Save and Cancel; Enter in a one-line field saves. A published case study saved as Unpublished opens the confirmation with focus on Cancel; Escape or Cancel saves nothing.",
    roles:
      "A form named 'Write a case study' or 'Edit <client>', busy while saving; each field named by its label, its message its description; each result a group named 'Result <n>'; the preview a region named Preview; the confirmation an alertdialog named by its title.",
  },
  "Staff/Enquiries": {
    status: "Experimental",
    use: "The sales staff's leads inbox (/staff/enquiries): enquiries newest first with their source and status, filtered by status, source, dates and a search, and exported to CSV as filtered.",
    avoid: "Accounts without the sales role: the function answers them with the refusal shown here.",
    content:
      "Words and statuses from the content package (staffEnquiriesPage); names, companies and sources as the visitors and their visits gave them.",
    keyboard: "Tab through the filters, Show, Clear and Export CSV, then the enquirers' links; Enter opens one.",
    roles:
      "The filters a form named by its label; loading in a status region, a refusal or failure in an alert; the list a table named Enquiries, each enquirer a link named by the name.",
  },
  "Staff/Enquiry": {
    status: "Experimental",
    use: "One enquiry opened from the leads inbox: every field, where the visit came from, the mails' and CRM hand-off's state, the status and notes with their authors, the same address's or company's other enquiries, and deleting it when the person asks.",
    avoid: "Deleting without the person's request: the confirmation says it cannot be undone.",
    content:
      "Labels, statuses and the confirmation's words from the content package (staffEnquiriesPage, removeDialog); the enquirer's own text as sent; the attribution as the backend cleaned it.",
    keyboard:
      "Tab through the status select and its save, Delete enquiry (the Dialog opens with focus on Cancel; Escape closes it), the note and Add note, then the related enquiries' links.",
    roles:
      "An article named by its heading (name and company); the details and the source description lists; results in a status region; the confirmation an alertdialog named by its title.",
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
