// Stories of sign-in-panel-view.tsx: the staff sign-in page's panel signed out (e-mail and password, with its states
// side by side; the development token of a local build), and signed in for each role, from fixtures (no auth server).
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { staffArticlesPage } from "@solvix/content/pages/staff-articles";
import { staffCaseStudiesPage } from "@solvix/content/pages/staff-case-studies";
import { staffRoom } from "@solvix/content/pages/staff-room";
import { staffSignInPage } from "@solvix/content/pages/staff-sign-in";
import { FormStates, statePanel } from "@solvix/ui/docs/form-states";
import { busy, docsInFrame } from "@solvix/ui/lib/story-controls";
import type { SignIn } from "./password-form.tsx";
import { SignInPanelView } from "./sign-in-panel-view.tsx";
import type { StaffRole, StaffSessionHint } from "./staff-session.ts";
import { inStaffPage } from "../story-frame.tsx";

const { path, seo: _seo, title: _title, intro: _intro, ...copy } = staffSignInPage;
const tokenTexts = copy.developmentToken;

/** A session of `roles`, signed in with a password (a development token when said). */
const session = (roles: StaffRole[], email = "maria.santos@example.com", development = false): StaffSessionHint => ({
  email,
  roles,
  isEditor: roles.includes("editor"),
  expiresAt: Date.UTC(2026, 10, 30),
  development,
});

/** A sign-in that fails the way supabase-js does (`reason` on the error). */
const failing = (reason: "unreachable" | "rejected") => async () => {
  throw Object.assign(new Error(`sign-in ${reason}`), { reason });
};

const meta = {
  title: "Staff/Sign-in",
  component: SignInPanelView,
  tags: ["autodocs", "responsive"],
  args: {
    session: undefined,
    method: "password",
    copy,
    pages: staffRoom.pages,
    ready: true,
    signIn: fn(async () => {}),
    addressTokenError: "",
  },
  parameters: { route: path },
  decorators: [inStaffPage],
} satisfies Meta<typeof SignInPanelView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out, in a build that names a Supabase project: the e-mail and password form. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole("form", { name: copy.formLabel }));
    await expect(form.getByLabelText(copy.emailLabel)).toHaveAttribute("autocomplete", "username");
    await expect(form.getByRole("button", { name: copy.submit })).toBeEnabled();
  },
};

/** As prerendered, before the page's code runs: the button waits (nothing could sign in yet). */
export const BeforeHydration: Story = {
  args: { ready: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: copy.submit })).toBeDisabled();
  },
};

/** Types the browser's own way into a field React controls (its value setter, then an input event). */
function type(form: HTMLFormElement, name: string, value: string) {
  const input = form.elements.namedItem(name) as HTMLInputElement;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}
/** Fills both fields, and sends the form once React has taken the values (its next render). */
const filledAndSent = (form: HTMLFormElement) => {
  type(form, "email", "maria.santos@example.com");
  type(form, "password", "correct horse battery staple");
  requestAnimationFrame(() => form.requestSubmit());
};

/**
 * The form's states side by side, each the real form sent as staff send it: idle, every field's message (checked
 * before anything is sent), signing in, refused (a wrong e-mail or password) and the service unreachable; a failed
 * sign-in keeps the e-mail.
 */
export const States: Story = {
  parameters: { docs: { story: { inline: true } } },
  render: (args) => {
    const form = (signIn: SignIn = args.signIn) => <SignInPanelView {...args} signIn={signIn} />;
    return (
      <FormStates
        states={[
          { label: "Idle", form: form() },
          { label: "Every field's message", send: true, form: form() },
          { label: "Signing in", fill: filledAndSent, form: form(() => new Promise<void>(() => {})) },
          { label: "Refused", fill: filledAndSent, form: form(failing("rejected")) },
          { label: "Service unreachable", fill: filledAndSent, form: form(failing("unreachable")) },
        ]}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const panel = (label: string) => within(statePanel(canvasElement, label));
    await expect(panel("Idle").getByRole("button", { name: copy.submit })).toBeEnabled();
    const messages = panel("Every field's message");
    await expect(await messages.findByText(copy.emailMissing, undefined, busy)).toBeVisible();
    await expect(messages.getByText(copy.passwordMissing)).toBeVisible();
    await expect(await panel("Signing in").findByRole("button", { name: copy.submitting }, busy)).toBeDisabled();
    const refused = panel("Refused");
    await expect(await refused.findByText(copy.failure, undefined, busy)).toHaveAttribute("role", "alert");
    await expect(refused.getByLabelText(copy.emailLabel)).toHaveValue("maria.santos@example.com");
    await expect(await panel("Service unreachable").findByText(copy.unreachable, undefined, busy)).toBeVisible();
  },
};

/** A build for the embedded local backend: no auth server, so a token minted with the local key. */
export const DevelopmentToken: Story = {
  args: { method: "development-token" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: tokenTexts.title })).toBeVisible();
    // Nothing to send until a token is pasted.
    await expect(canvas.getByRole("button", { name: tokenTexts.submit })).toBeDisabled();
  },
};

/** A pasted text that is no token: the reason under the field, nothing stored. */
export const DevelopmentTokenRefused: Story = {
  args: { method: "development-token" },
  // Its state comes from its play function: on the docs page it plays in its own frame.
  parameters: docsInFrame("760px"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: tokenTexts.label }), "not-a-token");
    await userEvent.click(canvas.getByRole("button", { name: tokenTexts.submit }));
    await expect(await canvas.findByText(tokenTexts.errors.notAToken)).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: tokenTexts.label })).toHaveAccessibleDescription(
      tokenTexts.errors.notAToken,
    );
  },
};

/** A token handed over in the address (/staff/sign-in#token=…) that had expired: the reason, under the field. */
export const DevelopmentTokenExpired: Story = {
  args: { method: "development-token", addressTokenError: tokenTexts.errors.expired },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: tokenTexts.label })).toHaveAccessibleDescription(
      tokenTexts.errors.expired,
    );
  },
};

/** A build with neither sign-in (the build's own check stops such a build): said plainly. */
export const NotConfigured: Story = {
  args: { method: "none" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.notConfigured)).toHaveAttribute("role", "status");
  },
};

/** The signed-in card's line for `role`, with the way to its page. */
function signedIn(role: StaffRole, texts: { body: string; link: string }): Story {
  return {
    args: { session: session([role]) },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByText(texts.body, { exact: false })).toBeVisible();
      const page = staffRoom.pages.find((entry) => entry.role === role);
      await expect(canvas.getByRole("link", { name: texts.link })).toHaveAttribute("href", page?.path);
    },
  };
}

/** Signed in as an editor: the way to the FAQ page, where the edit controls are, to the articles and the case studies. */
export const Editor: Story = {
  ...signedIn("editor", copy.roles.editor),
  play: async (context) => {
    await signedIn("editor", copy.roles.editor).play?.(context);
    for (const desk of [staffArticlesPage, staffCaseStudiesPage]) {
      const name = copy.otherPage.replace("{page}", desk.title);
      await expect(within(context.canvasElement).getByRole("link", { name })).toHaveAttribute("href", desk.path);
    }
  },
};
/** Signed in as a recruiter: the way to the applications. */
export const Recruiter = signedIn("recruiter", copy.roles.recruiter);
/** Signed in as a positions editor: the way to the positions. */
export const PositionsEditor = signedIn("positions_editor", copy.roles.positionsEditor);
/** Signed in as sales staff: the way to the enquiries. */
export const Sales = signedIn("sales", copy.roles.sales);
/** Signed in as marketing staff: the way to the analytics. */
export const Marketing = signedIn("marketing", copy.roles.marketing);

/** Every role, with a development token whose claims carry no e-mail: a line for each, in the roles' order. */
export const EveryRoleDevelopmentToken: Story = {
  args: { session: session(["editor", "recruiter", "positions_editor", "sales", "marketing"], "", true) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(copy.account.unnamed).closest("p")).toHaveTextContent(
      `Signed in as ${copy.account.unnamed}${copy.account.development}.`,
    );
    // One link per page the roles open: the editor's three (FAQs, articles, case studies) and one for each other role.
    await expect(canvas.getAllByRole("link")).toHaveLength(staffRoom.pages.length);
  },
};

/** An account with no staff role: it can change nothing, and an administrator can give it one. */
export const NoRole: Story = {
  args: { session: session([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(copy.noRole)).toBeVisible();
  },
};
