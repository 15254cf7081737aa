// The words of the /sectors/e-commerce landing page, one data entry for the landing template.
import type { LandingPage } from "../landing-schema.ts";
import { closingCta, hero, LANDING_LASTMOD } from "./common.ts";
import { taskSection } from "./tasks.ts";

export const eCommerce = {
  slug: "e-commerce",
  kind: "sector",
  canonicalPath: "/sectors/e-commerce",
  aliases: ["/industries/e-commerce"],
  listing: { industries: 9, sectors: 4 },
  card: {
    title: "E-commerce",
    description: "Store managers, listing specialists, order processing and customer service for online retailers.",
    icon: "ShoppingCart",
    color: "violet",
  },
  seo: {
    title: "E-commerce Outsourcing: Remote Store and Order Support",
    description:
      "Remote e-commerce staff for product listings, order processing, inventory, customer service and marketplace management, scaled up for your peak seasons.",
    lastmod: LANDING_LASTMOD,
  },
  sections: [
    hero(
      "E-commerce Outsourcing",
      "Keep your online store running. Remote teams handle listings, orders, inventory and customers while you grow the brand.",
    ),
    {
      type: "overview",
      title: "Every Order, Handled",
      body: [
        "Online retail never closes. Customers expect fast answers, accurate stock and quick dispatch on every channel. Remote e-commerce teams keep your store running in the shifts you agree with us.",
        "They work in your store and marketplace accounts, such as Shopify, WooCommerce, Amazon, Shopee or Lazada, following your playbooks for listings, orders and service.",
      ],
    },
    {
      type: "benefits",
      title: "Benefits for Online Retailers",
      items: [
        {
          title: "Always-On Service",
          description: "Customer questions answered and orders processed in the shifts you agree with us.",
          icon: "Clock",
        },
        {
          title: "Accurate Catalogues",
          description: "Product data, pricing and stock kept correct across every channel.",
          icon: "ListChecks",
        },
        {
          title: "Ready for Peak Season",
          description: "Extra hands for campaigns and sales events without temporary hiring.",
          icon: "TrendingUp",
        },
        {
          title: "Higher Margins",
          description: "Lower operating costs per order as your volumes grow.",
          icon: "PiggyBank",
        },
      ],
    },
    {
      type: "features",
      title: "Experience the power of outsourcing",
      items: [
        {
          title: "Store Management",
          description: "Daily store operations, promotions and storefront updates.",
          icon: "Store",
        },
        {
          title: "Product Listings",
          description: "SEO-friendly titles, descriptions, images and attributes for every SKU.",
          icon: "Tag",
        },
        {
          title: "Order Processing",
          description: "Orders verified, fulfilled, tracked and updated with customers.",
          icon: "PackageCheck",
        },
        {
          title: "Inventory Control",
          description: "Stock reconciliation, reorder alerts and supplier follow-ups.",
          icon: "Warehouse",
        },
        {
          title: "Customer Service",
          description: "Pre-sale questions, delivery issues, returns and reviews handled.",
          icon: "Headset",
        },
        {
          title: "Marketplace Growth",
          description: "Campaigns, vouchers and ads on Amazon, Shopee and Lazada.",
          icon: "ShoppingBag",
        },
      ],
    },
    taskSection({
      intro: "From product page to doorstep, remote staff can cover every step of the order.",
      note: "Tell us your channels and order volumes, and we will recommend the team to cover them.",
      descriptions: {
        "Administrative Support":
          "Supplier onboarding, purchase records, marketplace account paperwork and daily order reports.",
        "Customer Service Support":
          "Pre-sale questions, order status, returns and refunds answered on chat, e-mail and marketplaces.",
        "Marketing and Sales Support":
          "Promotion setup, voucher codes, marketplace campaigns and bundle offers for sales events.",
        "Finance and Accounting Support":
          "Marketplace payout reconciliation, refunds, fees and sales tax reports across your channels.",
        "HR Management Support":
          "Seasonal staff onboarding, rosters and timesheets for warehouse and customer service teams.",
        "Technical and Specialized Support":
          "Marketplace specialists, catalogue managers and data analysts who work in your store and marketplace accounts.",
        "Order Processing and Inventory Management Support":
          "Order verification, fulfilment updates, stock reconciliation and returns across your store and marketplaces.",
        "Social Media Management Support":
          "Product posts, shoppable content, live-selling support and replies to comments and messages.",
        "Website Maintenance and Content Creation Support":
          "Product pages, collections, banners and SEO-friendly descriptions updated for every launch.",
        "Email Marketing Support":
          "Abandoned cart flows, launch announcements and post-purchase e-mails that bring customers back.",
        "Information Technology Support":
          "Store app and plugin management, payment and shipping integrations and checkout testing.",
        "Creative and Design Support":
          "Product photo retouching, lifestyle composites, marketplace banners and ad creatives.",
      },
    }),
    closingCta(
      "E-commerce",
      "Tell us about your store. We will present remote staff who know your platforms and your customers.",
    ),
  ],
} satisfies LandingPage;
