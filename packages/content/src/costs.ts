// The one account of what a client pays, said the same way wherever costs come up (the FAQ, the talent-outsourcing
// and EOR FAQs). The terms are the specification's (§9 "Commercial terms stated"); the amounts are left to each
// client's agreement. "No hidden costs" (a claim of the specification, §1) stands only beside this full list.
// The monthly fee is not in the specification: it is on the owner's list (`owner-review.ts`).

export const costTerms =
  "You pay a monthly fee for each team member, and a one-time setup fee, payable after the agreement is signed and before sourcing starts. A refundable security deposit is required. If you end a role, redundancy pay applies: one month's salary per year of service, or one month's salary if that is greater. A hire who does not work out is replaced free of charge within the guarantee period. There are no lock-in contracts: 30 days' written notice ends the engagement. Prices are in USD unless your agreement says otherwise, invoices are due within 30 days of receipt, and your agreement states every amount. There are no hidden costs beyond these.";
