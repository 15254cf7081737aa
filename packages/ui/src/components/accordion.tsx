import type * as React from "react";
import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDown } from "./ui-icons.tsx";
import { cn } from "../lib/cn.ts";

/** Radix accordion. FAQ lists use `type="single" collapsible`: one item open at a time, and it can be closed. */
export function Accordion({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Root>) {
  return <AccordionPrimitive.Root data-slot="accordion" className={cn("flex flex-col gap-3", className)} {...props} />;
}

export function AccordionItem({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn(
        "rounded-xl border border-ink-200 bg-white transition-shadow data-[state=open]:shadow-md",
        className,
      )}
      {...props}
    />
  );
}

export function AccordionTrigger({
  className,
  children,
  headingLevel: Heading = "h3",
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Trigger> & { headingLevel?: "h2" | "h3" | "h4" }) {
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex text-base">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
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

export function AccordionContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content data-slot="accordion-content" className="overflow-hidden text-ink-700" {...props}>
      <div className={cn("px-5 pb-5 leading-relaxed", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}

export type FaqItem = { question: string; answer: string };

/** A question-and-answer list: one answer open at a time, collapsible. */
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
    <Accordion type="single" collapsible defaultValue={defaultValue} className={cn("mx-auto max-w-3xl", className)}>
      {items.map((item) => (
        <AccordionItem key={item.question} value={item.question}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
