// The accordion (Radix, one item open at a time) of the FAQ lists; closed answers stay findable in the page.
import * as React from "react";
import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDown } from "./ui-icons.tsx";
import { cn } from "../lib/cn.ts";

/*
 * Radix gives the triggers their keyboard (arrows, Home, End) and ARIA state; the answer panel is ours, because
 * Radix unmounts a closed panel's children. Ours stays in the HTML and the DOM, hidden with `hidden="until-found"`:
 * find-in-page and text fragments reach a closed answer, and its `beforematch` event opens that item. Browsers
 * without the feature read the value as plain `hidden`. React 19 renders `hidden` as a boolean on built-in
 * elements (an "until-found" value becomes `hidden=""`), but passes it through on a custom element, on the server
 * as an attribute and in the browser through the `hidden` property, hence the `<accordion-panel>` tag.
 */
declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "accordion-panel": Omit<React.HTMLAttributes<HTMLElement>, "hidden"> & {
        ref?: React.Ref<HTMLElement>;
        hidden?: boolean | "until-found";
        /** React 19 adds an `on…` function on a custom element as a listener of that event. */
        onbeforematch?: () => void;
        "data-slot"?: string;
        "data-state"?: "open" | "closed";
      };
    }
  }
}

type AccordionState = { value: string; setValue: (value: string) => void };
const AccordionStateContext = React.createContext<AccordionState | null>(null);

type ItemIds = { value: string; triggerId: string; panelId: string };
const ItemContext = React.createContext<ItemIds | null>(null);

function useRequired<T>(context: React.Context<T | null>, part: string): T {
  const value = React.use(context);
  if (!value) throw new Error(`${part} must be inside an Accordion and an AccordionItem`);
  return value;
}

type AccordionProps = Omit<AccordionPrimitive.AccordionSingleProps, "type"> & React.RefAttributes<HTMLDivElement>;

/**
 * Radix accordion, single: one item open at a time, collapsible unless `collapsible={false}`. The open item is
 * held here (or by the caller through `value`) so that the answer panels, which Radix does not render, follow it.
 */
export function Accordion({
  className,
  value: valueProp,
  defaultValue = "",
  onValueChange,
  collapsible = true,
  ...props
}: AccordionProps) {
  const [ownValue, setOwnValue] = React.useState(defaultValue);
  const value = valueProp ?? ownValue;
  const setValue = React.useCallback(
    (next: string) => {
      if (valueProp === undefined) setOwnValue(next);
      onValueChange?.(next);
    },
    [valueProp, onValueChange],
  );
  const state = React.useMemo(() => ({ value, setValue }), [value, setValue]);
  return (
    <AccordionStateContext value={state}>
      <AccordionPrimitive.Root
        data-slot="accordion"
        type="single"
        collapsible={collapsible}
        value={value}
        onValueChange={setValue}
        className={cn("flex flex-col gap-3", className)}
        {...props}
      />
    </AccordionStateContext>
  );
}

export function AccordionItem({ className, value, ...props }: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  const id = React.useId();
  const ids = React.useMemo(() => ({ value, triggerId: `${id}-trigger`, panelId: `${id}-panel` }), [id, value]);
  return (
    <ItemContext value={ids}>
      <AccordionPrimitive.Item
        data-slot="accordion-item"
        value={value}
        className={cn("rounded-xl border border-ink-200 bg-white data-[state=open]:shadow-md", className)}
        {...props}
      />
    </ItemContext>
  );
}

export function AccordionTrigger({
  className,
  children,
  headingLevel: Heading = "h3",
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Trigger> & { headingLevel?: "h2" | "h3" | "h4" }) {
  const { triggerId, panelId } = useRequired(ItemContext, "AccordionTrigger");
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex text-base">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          // The panel is always in the DOM, so the trigger always names it (Radix does only while open).
          id={triggerId}
          aria-controls={panelId}
          className={cn(
            "flex flex-1 items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold text-ink-900 transition-colors hover:text-brand-700 [&[data-state=open]>svg]:rotate-180",
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-ink-500 transition-transform duration-200" />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

/**
 * The answer: always rendered; hidden until its item opens or find-in-page finds text in it. It shows at once, in the
 * frame that answers the tap (an animated panel made the browser composite the rest of the page for that frame).
 */
export function AccordionContent({ className, children }: { className?: string; children: React.ReactNode }) {
  const { value: openValue, setValue } = useRequired(AccordionStateContext, "AccordionContent");
  const { value, triggerId, panelId } = useRequired(ItemContext, "AccordionContent");
  const open = openValue === value;
  const ref = React.useRef<HTMLElement>(null);
  // Found before this code ran (a text fragment link, an early find-in-page): the browser has already revealed the
  // panel, so the item takes the open state its trigger should show.
  React.useEffect(() => {
    if (ref.current && !ref.current.hasAttribute("hidden") && !open) setValue(value);
    // Only on mount: later, a panel without `hidden` is an open one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <accordion-panel
      ref={ref}
      data-slot="accordion-content"
      data-state={open ? "open" : "closed"}
      role="region"
      id={panelId}
      aria-labelledby={triggerId}
      hidden={open ? undefined : "until-found"}
      onbeforematch={() => setValue(value)}
      className="block overflow-hidden text-ink-700"
    >
      <div className={cn("px-5 pb-5 leading-relaxed", className)}>{children}</div>
    </accordion-panel>
  );
}

export type FaqItem = { question: string; answer: string };

/** A question-and-answer list: one answer open at a time, collapsible; every answer is in the page. */
export function FaqAccordion({
  items,
  className,
  defaultValue,
}: {
  items: readonly FaqItem[];
  className?: string;
  /** The question open on first render (stories, deep links); none by default. */
  defaultValue?: string;
}) {
  return (
    <Accordion defaultValue={defaultValue} className={cn("mx-auto max-w-3xl", className)}>
      {items.map((item) => (
        <AccordionItem key={item.question} value={item.question}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
