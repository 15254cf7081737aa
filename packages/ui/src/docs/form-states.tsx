// A form's states side by side on its docs page: each state a labelled panel holding the real form, filled and sent on
// mount as a visitor would, so the words a state shows (messages, "Sending...", notifications) are there to read
// without running anything.
import * as React from "react";
import type { Decorator } from "@storybook/react-vite";
import { siteTexts } from "@solvix/content/site-texts";
import { ToastProvider } from "../components/toast.tsx";

export type FormState = {
  /** The state, as a reviewer names it ("Every field's message"). */
  label: string;
  /** The form, with what makes it reach the state (its values, a sender that never answers, one that fails). */
  form: React.ReactNode;
  /** Fills fields the form does not take as props (the browser's own values, a chosen file), before it is sent. */
  fill?: (form: HTMLFormElement) => void;
  /** Send the form once it is live, as its button would. */
  send?: boolean;
};

/** One state: its label, the form in its own notification area (the panel holds the toasts the form shows). */
function StatePanel({ label, form, fill, send }: FormState) {
  const area = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    const element = area.current?.querySelector("form");
    if (!element) return;
    let frame = 0;
    // Sent once the form validates itself (`noValidate` once its code runs), as the site's form is.
    const sendWhenLive = () => {
      if (!element.noValidate) {
        frame = requestAnimationFrame(sendWhenLive);
        return;
      }
      fill?.(element);
      if (send) element.requestSubmit();
    };
    sendWhenLive();
    return () => cancelAnimationFrame(frame);
  }, [fill, send]);
  return (
    <figure data-slot="form-state" className="flex min-w-0 flex-col gap-3">
      <figcaption className="text-sm font-semibold text-ink-900">{label}</figcaption>
      {/* Layout containment makes the panel the toasts' frame: they show at its foot instead of the page's. */}
      <div ref={area} className="relative pb-36 [contain:layout]">
        <ToastProvider dismissLabel={siteTexts.toast.dismiss} duration={Number.POSITIVE_INFINITY}>
          {form}
        </ToastProvider>
      </div>
    </figure>
  );
}

/** Every state of a form, side by side from 1280 px (one under another below). */
export function FormStates({ states }: { states: readonly FormState[] }) {
  return (
    <div className="grid items-start gap-x-8 gap-y-10 p-4 sm:p-8 xl:grid-cols-2">
      {states.map((state) => (
        <StatePanel key={state.label} {...state} />
      ))}
    </div>
  );
}

/** The States story's parameters: the whole width for its grid, and shown inline on the docs page. */
export const formStatesParameters = { formStates: true, docs: { story: { inline: true } } };

/** A form's stories' decorator: the form in a column of the page (`className`); the States story lays out its grid. */
export function formColumn(className: string): Decorator {
  return (Story, { parameters }) =>
    parameters.formStates ? (
      <Story />
    ) : (
      <div className={className}>
        <Story />
      </div>
    );
}

/** The panel showing one state, found by its label (play functions check each state is there). */
export function statePanel(canvasElement: HTMLElement, label: string): HTMLElement {
  const panel = [...canvasElement.querySelectorAll<HTMLElement>("[data-slot=form-state]")].find(
    (figure) => figure.querySelector("figcaption")?.textContent === label,
  );
  if (!panel) throw new Error(`No state "${label}" on the page`);
  return panel;
}
