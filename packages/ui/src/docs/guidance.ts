// The guidance of every component docs page (status, when to use, content rules, accessibility), as data.

export type Guidance = {
  /** Stable: used on the site, API settled. */
  status: "Stable" | "Experimental" | "Deprecated";
  use: string;
  avoid: string;
  content: string;
  /** Keyboard interactions; "None of its own" for static parts. */
  keyboard: string;
  /** Landmarks, roles and names a screen reader meets. */
  roles: string;
};

const staticKeys = "None of its own: links and buttons inside follow the browser (Tab, Enter).";

/** Keyed by story title. A story file without an entry fails `story-coverage.test.ts`. */
export const guidance: Record<string, Guidance> = {
  "Components/Accordion": {
    status: "Stable",
    use: "Questions and answers (FAQ) where visitors look for one answer among many.",
    avoid: "Content everyone must read, or a single paragraph: show it instead.",
    content: "Questions as full sentences ending in '?'; answers of one short paragraph.",
    keyboard:
      "Tab reaches each question; Enter or Space opens or closes it; ↓/↑ move between questions, Home/End to the first/last (tested in One Open).",
    roles:
      "Each question is a button with aria-expanded inside a heading; the answer is a region named by it. Closed answers stay in the page, hidden until found: find-in-page opens the item that matches (Find In Page).",
  },
  "Components/Badge": {
    status: "Stable",
    use: "A short label on a card: a category, a skill, a tag.",
    avoid: "Actions (use a Button) or sentences.",
    content: "One to three words, no final punctuation.",
    keyboard: "None: not interactive.",
    roles: "Plain text; a list of badges sits in a labelled list (e.g. 'Skills', 'Tags').",
  },
  "Components/Breadcrumb": {
    status: "Stable",
    use: "Pages below the top level (landing pages, blog article), in the hero.",
    avoid: "Top-level pages, or as the only way back.",
    content: "Page names exactly as the menus name them; the last item is the current page.",
    keyboard: staticKeys,
    roles: "A nav landmark named 'Breadcrumb' with an ordered list; the current page has aria-current='page'.",
  },
  "Components/Button": {
    status: "Stable",
    use: "An action, or a link styled as an action through asChild (Get Started, Send Message).",
    avoid: "Links inside running text (use a text link); more than one primary button per area.",
    content:
      "A verb first, title case as the site writes it ('Learn More', 'Send Message'); icon-only buttons need an aria-label.",
    keyboard: "Tab to focus; Enter (and Space on a button) activates; the focus ring shows on keyboard focus.",
    roles: "A native button, or the link given through asChild; disabled buttons are skipped by Tab.",
  },
  "Components/Card": {
    status: "Stable",
    use: "A self-contained item in a grid: a service, a case study, a job, a feature.",
    avoid: "Wrapping a whole section, or nesting cards.",
    content: "A title of a few words, one or two sentences, at most one action in the footer.",
    keyboard: "Interactive cards take one link whose area covers the card; Tab reaches that link once.",
    roles: "A plain container; give CardTitle the heading level that fits the page (as='h2' | 'h3' | 'h4').",
  },
  "Components/Case study card": {
    status: "Stable",
    use: "A client story on the case studies page: client, focus, challenge, solution, results.",
    avoid: "Testimonials without figures, or stories not in the content package.",
    content: "Figures only from the specification; results as short statements.",
    keyboard: staticKeys,
    roles: "An article with the client as its h2; tags in a list named 'Tags'; results as stat tiles.",
  },
  "Components/Checklist": {
    status: "Stable",
    use: "Benefits or included items, each a short statement.",
    avoid: "Steps in an order (use the Step grid) or more than eight items.",
    content: "A title and an optional one-line description per item.",
    keyboard: "None: not interactive.",
    roles: "A list; the check icons are decorative (aria-hidden).",
  },
  "Components/Form field": {
    status: "Stable",
    use: "Every input and textarea of a form, with its label and message.",
    avoid: "Placeholder text as the only label.",
    content: "Labels of one to three words; messages say what to fix ('Please enter a valid email').",
    keyboard: "Tab moves between fields; the browser's own text editing keys.",
    roles:
      "The label is bound to the control; the message is linked by aria-describedby and the control is aria-invalid.",
  },
  "Components/Icon tile": {
    status: "Stable",
    use: "A coloured icon beside a card title or feature.",
    avoid: "Icons that carry meaning on their own: the text next to them must say it.",
    content: "An icon and a hue named in the content package.",
    keyboard: "None: not interactive.",
    roles: "Decorative: hidden from assistive technology.",
  },
  "Components/Icon": {
    status: "Stable",
    use: "A content icon by name (the route loader ships only the glyphs a page uses).",
    avoid: "Interface icons (chevrons, close): use Interface icons.",
    content: "A name from the content package's icon list.",
    keyboard: "None: not interactive.",
    roles: "Decorative (aria-hidden) unless given an accessible name by its context.",
  },
  "Components/Interface icons": {
    status: "Stable",
    use: "Controls' own glyphs: chevrons, close, menu, arrows.",
    avoid: "Content illustrations (use Icon).",
    content: "No text: the control around the icon carries the name.",
    keyboard: "None: not interactive.",
    roles: "Decorative (aria-hidden).",
  },
  "Components/Job card": {
    status: "Stable",
    use: "An open position on the careers page.",
    avoid: "Positions not in the content package.",
    content: "Title, type, location, skills; 'Apply Now' opens the contact form for that position.",
    keyboard: "Tab reaches the apply link; Enter follows it.",
    roles: "A heading per job; skills in a list named 'Skills'; the apply link names the position.",
  },
  "Components/Logo": {
    status: "Stable",
    use: "The brand in the header and footer, linking home.",
    avoid: "Decoration inside content.",
    content: "The configured brand name.",
    keyboard: staticKeys,
    roles: "The mark is decorative; the link around it is named after the brand.",
  },
  "Components/Mobile navigation panel": {
    status: "Stable",
    use: "The main menu below 1024 px, opened from the header's menu button.",
    avoid: "Any other dialog.",
    content: "The same menu as the desktop header (one content source).",
    keyboard:
      "Focus moves into the panel and stays there; Escape or the close button closes it and returns focus to the menu button; Enter/Space expands a group (tested in Site header, Mobile Panel Open).",
    roles: "A modal dialog named by its title, with a nav landmark 'Main'; groups are buttons with aria-expanded.",
  },
  "Components/Page section": {
    status: "Stable",
    use: "Every full-width band of a page, with its anchor id and tone.",
    avoid: "Nesting sections.",
    content: "One heading per section (Section heading).",
    keyboard: "None: not interactive.",
    roles: "A section; named by its heading or an aria-label when it has none.",
  },
  "Components/Parallax layer": {
    status: "Stable",
    use: "Decorative shapes that move with the scroll in a hero.",
    avoid: "Anything with content: it moves and is hidden from assistive technology.",
    content: "None.",
    keyboard: "None.",
    roles: "aria-hidden; does not move under prefers-reduced-motion.",
  },
  "Components/Prose": {
    status: "Stable",
    use: "Long text: policies, the blog article.",
    avoid: "Cards and short marketing copy.",
    content: "Headings in order (h2, h3), short paragraphs, lists.",
    keyboard: staticKeys,
    roles: "The document's own headings and lists.",
  },
  "Components/Reveal": {
    status: "Stable",
    use: "A fade-in when a card scrolls into view.",
    avoid: "Content above the fold (it is never hidden there) or essential state changes.",
    content: "Any block; the stagger comes from lib/motion.ts.",
    keyboard: "None.",
    roles: "None added; nothing is hidden from assistive technology, nothing moves under reduced motion.",
  },
  "Components/Section heading": {
    status: "Stable",
    use: "The heading, eyebrow and intro of a section.",
    avoid: "Card titles (use CardTitle).",
    content: "A title in title case; an intro of one or two sentences.",
    keyboard: "None: not interactive.",
    roles: "An h2 by default; the eyebrow is text, not a heading.",
  },
  "Components/Site footer": {
    status: "Stable",
    use: "Once per page, at the end.",
    avoid: "Page-specific links.",
    content: "Links from the content package; the copyright year is the build's.",
    keyboard: staticKeys,
    roles: "A contentinfo landmark with a nav named 'Footer'.",
  },
  "Components/Site header": {
    status: "Stable",
    use: "Once per page, at the top.",
    avoid: "Page-specific actions.",
    content: "The main menu from the content package.",
    keyboard:
      "Tab through the menu; Enter/Space opens a drop-down; Escape closes it and returns focus to its button; moving focus out closes it (tested in Dropdown Open). Below 1024 px the menu button opens the mobile panel (Mobile Panel Open). Without JavaScript the group labels are links to their index pages and the phone menu is the Static phone menu.",
    roles:
      "A banner landmark with a nav named 'Main'; drop-down triggers are buttons with aria-expanded/aria-controls (a disclosure, not an ARIA menu).",
  },
  "Components/Static phone menu": {
    status: "Stable",
    use: "Inside the site header below 1024 px, until the page's script runs (or when it never does).",
    avoid: "Anywhere else: once the page is interactive the header shows the Mobile navigation panel instead.",
    content: "The same main menu as the header, from the content package.",
    keyboard: "Tab to 'Menu'; Enter or Space opens and closes it (a native details element); Tab through its links.",
    roles: "A details element whose summary is named 'Menu'; the links sit in a list inside the header's nav.",
  },
  "Components/Stat tile": {
    status: "Stable",
    use: "A key figure with its label.",
    avoid: "Figures not in the specification.",
    content: "A short value ('500+') and a label of a few words.",
    keyboard: "None: not interactive.",
    roles: "A description list: the label is the term, the value its description.",
  },
  "Components/Toast": {
    status: "Stable",
    use: "The result of an enquiry: sent, or not sent with the reason.",
    avoid: "Validation messages (they go under the field) or anything the visitor must act on later.",
    content: "A title ('Message Sent Successfully!', 'Error') and one sentence.",
    keyboard: "Tab reaches the dismiss button; Enter closes the notification (tested in From Provider).",
    roles: "Successes in a polite status region, errors in an assertive alert region; the dismiss button is named.",
  },
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
