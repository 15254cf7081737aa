// The modal dialog (Radix) of the staff pages, and the confirmation of a destructive action built on it.
import * as React from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cn } from "../lib/cn.ts";
import { Button } from "./button.tsx";

/*
 * Radix gives the dialog its behaviour: focus moves in and stays there, the rest of the page is hidden from assistive
 * technology and takes no pointer, Escape and a click outside close it, focus returns to the trigger. The overlay is
 * ours, not Radix's `Dialog.Overlay`: that one locks the page's scrolling by injecting a `<style>` element at run
 * time (react-remove-scroll), which the pages' Content-Security-Policy refuses (styles only from the site or by hash).
 * The design system's stylesheet locks the scrolling instead (`html:has([data-slot=dialog-overlay])`). It opens and
 * closes at once, without animation. Its classes are in every page's inline stylesheet, so it uses those the site
 * already has (the lock's selector and the danger button's two colours are its only rules of its own); its script is
 * only in the staff pages' chunks, which import it.
 */

export function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogPortal(props: React.ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />;
}

export function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

/** The dimmed page behind the dialog (inside `DialogPortal`, rendered while the dialog is open). */
export function DialogOverlay({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-overlay"
      // The page behind takes no pointer while the dialog is open (Radix); the overlay does, so a click on it closes.
      className={cn("pointer-events-auto fixed inset-0 z-50 bg-ink-950 opacity-70", className)}
      {...props}
    />
  );
}

/** The dialog box, with its overlay, in a portal at the end of the body. */
export function DialogContent({ className, children, ...props }: React.ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          "fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-4rem)] w-[88%] max-w-xl -translate-x-1/2 -translate-y-1/2 flex-col gap-5 overflow-y-auto rounded-2xl border border-ink-200 bg-white p-6 text-ink-700 shadow-lg",
          className,
        )}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="dialog-header" className={cn("flex flex-col gap-2", className)} {...props} />;
}

/** The actions, the safe one first (it is also the first the keyboard reaches). */
export function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="dialog-footer" className={cn("flex flex-wrap justify-end gap-3", className)} {...props} />;
}

/** The dialog's name (an h2): every dialog has one. */
export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title data-slot="dialog-title" className={cn("text-xl text-ink-900", className)} {...props} />
  );
}

/** What the dialog is about, read with its name. */
export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("leading-relaxed text-ink-700", className)}
      {...props}
    />
  );
}

/** The words of a confirmation (from the content package). */
export type ConfirmTexts = {
  /** A question: "Close Data Analyst?". */
  title: string;
  /** What happens, and whether it can be undone. */
  description: string;
  /** The action's verb, never "OK": "Close position". */
  confirm: string;
  cancel: string;
  /** The confirm button's text while the action runs: "Closing...". */
  busy: string;
};

export type ConfirmDialogProps = {
  /** The button that opens the confirmation: a `Button` (Radix gives it its click, keyboard and ARIA). */
  trigger: React.ReactElement;
  texts: ConfirmTexts;
  /** Shown in the dialog when the action fails without saying why (it rejects). */
  failureMessage: string;
  /** `danger`: the action cannot be undone (deleting, closing); the confirm button is red. */
  tone?: "default" | "danger";
  /**
   * The action. Resolves with nothing once done (the dialog closes), or with a message when it failed (the dialog
   * stays open and shows it); a rejection shows `failureMessage`.
   */
  onConfirm: () => Promise<string | undefined | void>;
  /** Opens on first render (stories). */
  defaultOpen?: boolean;
};

/**
 * A confirmation of one action: the question, a cancel and a confirm button. Focus opens on Cancel, the safe choice;
 * while the action runs the confirm button says so and the dialog cannot be closed; a failure is said in the dialog,
 * which stays open for another try or a cancel.
 */
export function ConfirmDialog({
  trigger,
  texts,
  failureMessage,
  tone = "default",
  onConfirm,
  defaultOpen = false,
}: ConfirmDialogProps) {
  const [open, setOpen] = React.useState(defaultOpen);
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState("");
  const cancel = React.useRef<HTMLButtonElement>(null);
  const errorId = React.useId();

  const changeOpen = (next: boolean) => {
    if (busy) return;
    setError("");
    setOpen(next);
  };

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError("");
    let failure: string | undefined;
    try {
      failure = (await onConfirm()) || undefined;
    } catch {
      failure = failureMessage;
    }
    setBusy(false);
    if (failure) setError(failure);
    else setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        data-tone={tone}
        role="alertdialog"
        aria-busy={busy || undefined}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancel.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        {error ? (
          <p id={errorId} role="alert" className="rounded-lg border border-danger-200 bg-danger-50 p-4 text-danger-700">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button ref={cancel} variant="outline" aria-disabled={busy || undefined} onClick={() => changeOpen(false)}>
            {texts.cancel}
          </Button>
          <Button
            variant={tone === "danger" ? "danger" : "primary"}
            aria-disabled={busy || undefined}
            aria-describedby={error ? errorId : undefined}
            onClick={() => void confirm()}
          >
            {busy ? texts.busy : texts.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
