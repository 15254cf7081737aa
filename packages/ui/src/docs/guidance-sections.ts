// The guidance of the Sections docs pages (keyed by story title; see guidance-shape.ts).
import { staticKeys, type Guidance } from "./guidance-shape.ts";

export const sectionGuidance: Record<string, Guidance> = {
  "Sections/Band content": {
    status: "Stable",
    use: "The body of a landing-page band, chosen by the section's type.",
    avoid: "Pages outside the landing template.",
    content: "Sections as the content schema defines them.",
    keyboard: staticKeys,
    roles: "Lists and headings of the section type it renders.",
  },
  "Sections/Contact form": {
    status: "Stable",
    use: "The enquiry form of the contact page.",
    avoid: "Other forms without the same validation in the backend.",
    content: "Labels and messages from the content package; the same rules as the backend.",
    keyboard:
      "Tab through the fields; Enter in a field submits; after an invalid submit focus moves to the first invalid field (tested in All Messages and One Message). Before its script runs, or without one, it posts natively with the browser's own checks.",
    roles:
      "A form named by its heading; messages linked with aria-describedby; the result in a status or alert region (the toast), and a failure also stays as text beside the submit button, which it describes.",
  },
  "Sections/Application form": {
    status: "Experimental",
    use: "A candidate's application with a CV: on each open position's page, and on the talent pool's page (a role category and a country in place of a position).",
    avoid:
      "Client enquiries (use the contact form: it has a company field and no file); any form that does not post to submit-application.",
    content:
      "Labels, hints, the consent line and messages from the content package (applicationFormTexts); the rules of @solvix/content/application, which the function applies again to the CV's content.",
    keyboard:
      "Tab through the fields, the file picker and the consent checkbox (Space ticks it); Enter in a field submits; after an invalid submit focus moves to the first invalid field (All Messages). Before its script runs, or without one, it is a native multipart post.",
    roles:
      "A form named by its heading; hints and messages linked with aria-describedby; the upload's progress as a progress bar with a status line (Uploading); a failure in an alert beside the button, every value and the chosen file kept (Failure).",
  },
  "Sections/Calculator teaser": {
    status: "Stable",
    use: "On the home page, to invite visitors to the savings calculator with one worked example.",
    avoid: "Showing figures that are not computed from the specification's salary table.",
    content: "The example is labelled 'Example' and computed at build time; its figures are marked as calculated.",
    keyboard: staticKeys,
    roles: "A section named by its h2; the example is a description list.",
  },
  "Sections/Savings calculator": {
    status: "Stable",
    use: "The /savings-calculator page: pick roles and a headcount, see yearly local, remote and savings ranges.",
    avoid: "Converting between currencies, or figures the specification does not give.",
    content: "Roles and salary ranges from the specification; the state lives in the URL (role/count pairs).",
    keyboard:
      "Tab to each role's headcount; type a number or use the − / + buttons (Enter or Space); results update as you go.",
    roles: "Every input is labelled with its role; the totals are announced in a polite status region.",
  },
  "Sections/Client proof": {
    status: "Experimental",
    use: "Where a buyer decides (home, the landing page of the client's field, contact, case studies): the testimonials, client logos, team and certifications staff published at /staff/proof.",
    avoid:
      "Any row staff did not enter: no sample quotes, names, logos or initials on the site. No rows, no band (Empty).",
    content:
      "Rows from the database as the build read them; headings from the content package (proofTexts). A testimonial or logo exists only with the client's recorded agreement. Pictures through the image pipeline; without one, the words alone.",
    keyboard: staticKeys,
    roles:
      "Each band a region named by its h2; quotes are figures with a blockquote and a caption naming who said it; logos, team and certifications are lists.",
  },
  "Sections/Call to action band": {
    status: "Stable",
    use: "The closing invitation of a page.",
    avoid: "More than one per page.",
    content: "A title, one sentence, one primary and at most one secondary action.",
    keyboard: staticKeys,
    roles: "A section with a heading; decorative shapes hidden.",
  },
  "Sections/Hero": {
    status: "Stable",
    use: "The first band of a page, with its h1.",
    avoid: "Anywhere but the top.",
    content: "An h1 of a few words, a tagline of one sentence, at most two actions.",
    keyboard: staticKeys,
    roles: "The page's h1; breadcrumb nav on lower pages; decorative layers hidden.",
  },
  "Sections/Icon card grid": {
    status: "Stable",
    use: "Benefits or features as cards with an icon.",
    avoid: "Items with long text (use Band content or Prose).",
    content: "A title and one sentence per card; 3 to 12 cards.",
    keyboard: "None: not interactive.",
    roles: "A list of cards with headings; icons hidden.",
  },
  "Sections/Industry and sector cards": {
    status: "Stable",
    use: "The industry and sector indexes: one card per landing page.",
    avoid: "Hand-made lists: the cards come from the content package.",
    content: "Card title and description from each landing entry.",
    keyboard: "Tab reaches one link per card; the whole card is its click area.",
    roles: "A list of cards; each card's link is named by its title.",
  },
  "Sections/Landing page template": {
    status: "Stable",
    use: "Every industry and sector page: a content entry renders through it.",
    avoid: "Pages with their own layout.",
    content: "A landing entry of the content package (hero first, call to action last).",
    keyboard: "Those of the sections it renders.",
    roles: "One h1 (hero), an h2 per band; bands without a title are named 'Key figures'.",
  },
  "Sections/Overview": {
    status: "Stable",
    use: "The introduction band of a landing page, with its figures.",
    avoid: "Figures not in the specification.",
    content: "A few sentences and up to four stat tiles.",
    keyboard: "None: not interactive.",
    roles: "An h2, then the figures as stat tiles (a description list).",
  },
  "Sections/Role grid": {
    status: "Stable",
    use: "Roles of a field with their tasks.",
    avoid: "Job openings (use Job card).",
    content: "Role titles and short task lists.",
    keyboard: "None: not interactive.",
    roles: "A list of roles; each task list is named after its role.",
  },
  "Sections/Role strip": {
    status: "Stable",
    use: "The scrolling row of role categories on the talent outsourcing page.",
    avoid: "Content a visitor must read in time.",
    content: "Role cards from the content package.",
    keyboard:
      "Tab reaches each role once and the pause button; scrolling pauses while focus is inside; the button toggles it (tested in Paused).",
    roles:
      "A region named by its label (the section's title on the site); the pause button has aria-pressed; the duplicate copy is aria-hidden and inert.",
  },
  "Sections/Salary table": {
    status: "Stable",
    use: "Salary comparisons between countries.",
    avoid: "Figures not in the specification.",
    content: "A caption, role names, amounts with their currency.",
    keyboard: "None: not interactive.",
    roles: "A table with a caption and header cells.",
  },
  "Sections/Step grid": {
    status: "Stable",
    use: "A process in order (how it works).",
    avoid: "Unordered benefits (use Icon card grid).",
    content: "A short title and one sentence per step; 3 to 6 steps.",
    keyboard: "None: not interactive.",
    roles: "An ordered list.",
  },
  "Sections/Task grid": {
    status: "Stable",
    use: "Tasks a remote team takes on, in a dense grid.",
    avoid: "Long descriptions.",
    content: "A few words per task.",
    keyboard: "None: not interactive.",
    roles: "A list; icons hidden.",
  },
};
