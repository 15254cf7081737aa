// Page notifications: successes that close by themselves (paused while read), errors that stay until dismissed.
import * as React from "react";
import type { VariantProps } from "class-variance-authority";
import { cva } from "../lib/variants.ts";
import { CircleAlert, CircleCheck, X } from "./ui-icons.tsx";
import { cn } from "../lib/cn.ts";

export const toastVariants = cva(
  "pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg motion-safe:animate-[fade-up_.3s_ease-out]",
  {
    variants: {
      variant: {
        success: "border-success-600/30 bg-success-50 text-ink-900 [&_[data-slot=toast-icon]]:text-success-700",
        destructive: "border-danger-200 bg-danger-50 text-ink-900 [&_[data-slot=toast-icon]]:text-danger-700",
      },
    },
    defaultVariants: { variant: "success" },
  },
);

export type ToastVariant = NonNullable<VariantProps<typeof toastVariants>["variant"]>;
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
export type ToastMessage = ToastInput & { id: number; variant: ToastVariant };

/**
 * How long a success stays, in milliseconds, counted only while the pointer is off it and focus is outside it
 * (WCAG 2.2.1). Errors stay until dismissed: they carry the reason a visitor must not miss.
 */
export const TOAST_DURATION_MS = 6000;

type ToastContextValue = { toast: (input: ToastInput) => number; dismiss: (id: number) => void };
const ToastContext = React.createContext<ToastContextValue | null>(null);

/**
 * Holds the notifications of the page and renders them in two live regions: successes are announced politely
 * (role=status), errors at once (role=alert). No dependencies beyond React.
 */
export function ToastProvider({
  children,
  dismissLabel,
  duration = TOAST_DURATION_MS,
}: {
  children: React.ReactNode;
  /** The close button's accessible name (`siteTexts.toast.dismiss` of the content package). */
  dismissLabel: string;
  duration?: number;
}) {
  const [toasts, setToasts] = React.useState<ToastMessage[]>([]);
  const nextId = React.useRef(1);
  const dismiss = React.useCallback((id: number) => setToasts((list) => list.filter((item) => item.id !== id)), []);
  const toast = React.useCallback((input: ToastInput) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { ...input, id, variant: input.variant ?? "success" }]);
    return id;
  }, []);
  const value = React.useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Toaster toasts={toasts} onDismiss={dismiss} dismissLabel={dismissLabel} duration={duration} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastContextValue {
  const context = React.useContext(ToastContext);
  if (!context) throw new Error("useToast must be used inside <ToastProvider>");
  return context;
}

/** The two live regions; they exist before any message so screen readers announce what is added. */
export function Toaster({
  toasts,
  onDismiss,
  dismissLabel,
  duration = TOAST_DURATION_MS,
}: {
  toasts: readonly ToastMessage[];
  onDismiss: (id: number) => void;
  dismissLabel: string;
  duration?: number;
}) {
  const region = "pointer-events-none fixed right-0 bottom-0 z-[60] flex w-full max-w-sm flex-col gap-3 p-4";
  return (
    <>
      <div role="status" aria-live="polite" className={region}>
        {toasts
          .filter((item) => item.variant === "success")
          .map((item) => (
            <TimedToast
              key={item.id}
              {...item}
              duration={duration}
              onDismiss={() => onDismiss(item.id)}
              dismissLabel={dismissLabel}
            />
          ))}
      </div>
      <div role="alert" aria-live="assertive" className={cn(region, "top-16 bottom-auto sm:top-auto sm:bottom-0")}>
        {toasts
          .filter((item) => item.variant === "destructive")
          .map((item) => (
            <Toast key={item.id} {...item} onDismiss={() => onDismiss(item.id)} dismissLabel={dismissLabel} />
          ))}
      </div>
    </>
  );
}

/**
 * A success that dismisses itself after `duration` of not being looked at: hovering it or moving focus into it
 * pauses the count, leaving resumes it with the time that was left. The timer ends with the notification.
 */
function TimedToast({
  duration,
  onDismiss,
  dismissLabel,
  ...item
}: ToastMessage & { duration: number; onDismiss: () => void; dismissLabel: string }) {
  const [paused, setPaused] = React.useState(false);
  const remaining = React.useRef(duration);
  const dismissRef = React.useRef(onDismiss);
  React.useEffect(() => {
    dismissRef.current = onDismiss;
  });
  React.useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissRef.current(), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused]);
  return (
    <div
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
      data-paused={paused || undefined}
    >
      <Toast {...item} onDismiss={onDismiss} dismissLabel={dismissLabel} />
    </div>
  );
}

/** One notification: a success, or the destructive 'Error' style; `onDismiss` adds a close button. */
export function Toast({
  title,
  description,
  variant,
  onDismiss,
  dismissLabel,
  className,
}: ToastInput & {
  onDismiss?: () => void;
  /** The close button's accessible name (`siteTexts.toast.dismiss` of the content package). */
  dismissLabel: string;
  className?: string;
}) {
  const StatusIcon = variant === "destructive" ? CircleAlert : CircleCheck;
  return (
    <div data-slot="toast" data-variant={variant ?? "success"} className={cn(toastVariants({ variant }), className)}>
      <StatusIcon data-slot="toast-icon" aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-1 flex-col gap-1">
        <p className="text-sm font-semibold">{title}</p>
        {description ? <p className="text-sm text-ink-700">{description}</p> : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={dismissLabel}
          className="-m-1 rounded-md p-1 text-ink-500 hover:bg-black/5 hover:text-ink-900"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
