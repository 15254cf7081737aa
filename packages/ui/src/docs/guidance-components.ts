// The guidance of the Components docs pages (keyed by story title; see guidance-shape.ts).
import { staticKeys, type Guidance } from "./guidance-shape.ts";

export const componentGuidance: Record<string, Guidance> = {
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
    avoid:
      "Links inside running text (use a text link); more than one primary button per area; the danger variant anywhere but the confirm button of an action that cannot be undone (Dialog).",
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
    use: "A client story on the case studies page: client, focus, challenge, solution, results, and the cover picture staff gave it (WithCover).",
    avoid:
      "Testimonials without figures, or a cover that is not an uploaded image as the build wrote it (ResponsivePicture's AVIF/WebP widths with the original's width and height).",
    content: "Figures only from the specification; results as short statements; a cover's alt text says what it shows.",
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
  "Components/Dialog": {
    status: "Experimental",
    use: "Staff pages: a confirmation before an action that cannot be undone or that publishes (closing a position, deleting an application on request) through ConfirmDialog; the parts for any other modal.",
    avoid:
      "Public pages (the phone menu is the platform's <dialog>); content a reader wants beside the page; routine actions that are easily undone: do them at once and say so.",
    content:
      "The title a question ('Close this position?'); one or two sentences on what happens and whether it can be undone; the confirm button repeats the action's verb ('Close position', never 'OK'), the other says 'Cancel'; a failure says in the dialog what went wrong.",
    keyboard:
      "Enter or Space on the trigger opens it; focus moves to Cancel in a confirmation (to the first control otherwise); Tab and Shift+Tab stay inside; Escape or Cancel closes it with nothing done and focus returns to the trigger; while the action runs it cannot be closed (tested in Destructive Confirmation, Busy, Parts).",
    roles:
      "A confirmation is an alertdialog, any other a dialog, named by its title and described by its description; the page behind is hidden from assistive technology and takes no pointer; a failure is an alert inside the dialog that also describes the confirm button; a running action sets aria-busy and aria-disabled.",
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
  "Components/Pagination": {
    status: "Stable",
    use: "A listing longer than one page (the blog, 9 articles a page): below the list, each page a prerendered address.",
    avoid:
      "Lists that fit on one page (it is left out), or loading more in place: every page must work without JavaScript.",
    content:
      "The words come from the content package: the landmark's name ('Blog pages'), 'Page {page} of {pages}' for the status and each number's name, 'Previous page' and 'Next page'.",
    keyboard: staticKeys,
    roles:
      "A nav landmark named by its label; each number is a link named 'Page 2 of 3', the current one with aria-current='page'; the first page has no previous link, the last no next.",
  },
  "Components/Responsive picture": {
    status: "Stable",
    use: "An image staff uploaded (an article's cover, a picture in a body, a proof photo or logo), as the build wrote it.",
    avoid: "Icons and illustrations (they are components), or an image without its build description.",
    content: "The alt text staff gave at upload: what the picture shows, in a sentence.",
    keyboard: "None: not interactive.",
    roles:
      "An img with its alt text inside a picture element (AVIF and WebP sources); width and height keep its place.",
  },
  "Components/Stat tile": {
    status: "Stable",
    use: "A key figure with its label.",
    avoid: "Figures not in the specification.",
    content: "A short value ('500+') and a label of a few words.",
    keyboard: "None: not interactive.",
    roles: "A description list: the label is the term, the value its description.",
  },
  "Components/Tag links": {
    status: "Stable",
    use: "Filters of a listing as links to their prerendered pages (the blog's tags), first the unfiltered listing.",
    avoid: "Tags that only describe a card (use a Badge), or filters that need JavaScript to apply.",
    content: "Tags as staff wrote them; the first link names the whole listing ('All articles').",
    keyboard: staticKeys,
    roles:
      "A nav landmark named by the heading above it (aria-labelledby) with a list of links; the page being shown has aria-current='page'.",
  },
  "Components/Toast": {
    status: "Stable",
    use: "The result of an enquiry: sent, or not sent with the reason.",
    avoid: "Validation messages (they go under the field) or anything the visitor must act on later.",
    content: "A title ('Message Sent Successfully!', 'Error') and one sentence.",
    keyboard: "Tab reaches the dismiss button; Enter closes the notification (tested in From Provider).",
    roles: "Successes in a polite status region, errors in an assertive alert region; the dismiss button is named.",
  },
};
