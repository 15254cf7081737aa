// The owner's list (owner-review.ts): Fees, quotas and figures: the monthly fee, the employment quota, the salaries' markets.
import type { OwnerReviewItem } from "../owner-review.ts";

export const feesItems = [
  {
    text: "so they do not count toward your quota and need no Singapore work pass",
    question:
      "The article's 'no employment quota worries' (specification) is explained with a statement about Singapore's work-pass rules. Confirm it with the company's adviser.",
    pages: ["/resources/blog/staff-outsourcing-benefits-singapore"],
  },
  {
    text: "monthly fee for each team member",
    question:
      "The specification names a setup fee, a security deposit, redundancy pay and USD invoices due in 30 days, but not how the service itself is priced. The pages now say a monthly fee for each team member (no longer 'covering salary, benefits and our management fee', and no 'one clear invoice'). Confirm, or say how the service is priced.",
    pages: [
      "/faqs",
      "/how-it-works",
      "/pricing",
      "/savings-calculator",
      "/services/employer-of-record",
      "/services/talent-outsourcing",
    ],
  },
  {
    text: "market not named in our figures",
    question:
      "The specification gives the finance, engineering and legal salaries in USD without saying where the local salaries are paid (the IT page's SGD figures are Singapore's). The savings calculator names each local salary's market (issue 49) and says 'market not named in our figures' for the USD ones (localMarkets in packages/content/src/pages/savings-calculator.ts). Name the market of those figures.",
    pages: ["/savings-calculator"],
  },
] as const satisfies readonly OwnerReviewItem[];
