// The 12 tasks of the specification that every landing page lists, in its order.
import type { IconName } from "../icons.ts";
import type { IconCard, TasksSection } from "../sections.ts";

/** The 12 task titles shared by the landing pages, in the order of the specification. */
export const taskTitles = [
  "Administrative Support",
  "Customer Service Support",
  "Marketing and Sales Support",
  "Finance and Accounting Support",
  "HR Management Support",
  "Technical and Specialized Support",
  "Order Processing and Inventory Management Support",
  "Social Media Management Support",
  "Website Maintenance and Content Creation Support",
  "Email Marketing Support",
  "Information Technology Support",
  "Creative and Design Support",
] as const;

export type TaskTitle = (typeof taskTitles)[number];

const taskIcons: Record<TaskTitle, IconName> = {
  "Administrative Support": "ClipboardList",
  "Customer Service Support": "Headset",
  "Marketing and Sales Support": "Megaphone",
  "Finance and Accounting Support": "Calculator",
  "HR Management Support": "Users",
  "Technical and Specialized Support": "Wrench",
  "Order Processing and Inventory Management Support": "PackageCheck",
  "Social Media Management Support": "Share2",
  "Website Maintenance and Content Creation Support": "Monitor",
  "Email Marketing Support": "Mail",
  "Information Technology Support": "Server",
  "Creative and Design Support": "Palette",
};

interface TaskSectionInput {
  title?: string;
  intro: string;
  note: string;
  /** What each task means in the page's field, in its own words (no shared defaults: DECISIONS.md). */
  descriptions: Record<TaskTitle, string>;
  ctaLabel?: string;
}

/** The 'Outsource Remote Staff for any task' section: always the 12 tasks, in order, linking to /contact. */
export function taskSection({ title, intro, note, descriptions, ctaLabel }: TaskSectionInput): TasksSection {
  const items = taskTitles.map((task): IconCard => ({
    title: task,
    description: descriptions[task],
    icon: taskIcons[task],
  }));
  return {
    type: "tasks",
    title: title ?? "Outsource Remote Staff for any task",
    intro,
    items,
    cta: { label: ctaLabel ?? "Discuss Your Requirements", href: "/contact" },
    note,
  };
}
