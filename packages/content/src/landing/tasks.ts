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

/** What each task covers when a page does not describe it in its own words. */
const defaultDescriptions: Record<TaskTitle, string> = {
  "Administrative Support":
    "Inbox and calendar management, data entry, document preparation and the daily coordination that keeps your office running.",
  "Customer Service Support":
    "Friendly, trained agents answering calls, e-mail and live chat, resolving issues and logging every interaction in your CRM.",
  "Marketing and Sales Support":
    "Lead research, CRM hygiene, campaign coordination, proposal preparation and appointment setting for your sales team.",
  "Finance and Accounting Support":
    "Bookkeeping, accounts payable and receivable, bank reconciliations, payroll preparation and month-end reporting.",
  "HR Management Support":
    "Recruitment coordination, onboarding paperwork, employee records, leave tracking and benefits administration.",
  "Technical and Specialized Support":
    "Specialists with the domain skills your operation needs, from analysts and engineers to licensed support professionals.",
  "Order Processing and Inventory Management Support":
    "Order entry and tracking, stock level monitoring, supplier follow-ups and returns handling across your channels.",
  "Social Media Management Support":
    "Content calendars, post scheduling, community replies and monthly reporting across your social channels.",
  "Website Maintenance and Content Creation Support":
    "Content updates, plugin and security maintenance, SEO-friendly copy and landing pages that stay on brand.",
  "Email Marketing Support":
    "Newsletter production, list segmentation, automated journeys, A/B tests and campaign performance reports.",
  "Information Technology Support":
    "Help desk, user account administration, device setup, monitoring and first-line troubleshooting for your systems.",
  "Creative and Design Support":
    "Graphics, presentations, video edits and marketing collateral produced to your brand guidelines.",
};

interface TaskSectionInput {
  title?: string;
  intro: string;
  note: string;
  /** Page-specific wording for some or all tasks. */
  descriptions?: Partial<Record<TaskTitle, string>>;
  ctaLabel?: string;
}

/** The 'Outsource Remote Staff for any task' section: always the 12 tasks, in order, linking to /contact. */
export function taskSection({ title, intro, note, descriptions = {}, ctaLabel }: TaskSectionInput): TasksSection {
  const items = taskTitles.map((task): IconCard => ({
    title: task,
    description: descriptions[task] ?? defaultDescriptions[task],
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
