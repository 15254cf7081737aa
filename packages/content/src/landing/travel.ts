// The words of the /sectors/travel landing page, one data entry for the landing template.
import type { LandingPage } from "../landing-schema.ts";
import { closingCta, hero, LANDING_LASTMOD } from "./common.ts";
import { taskSection } from "./tasks.ts";

export const travel = {
  slug: "travel",
  kind: "sector",
  canonicalPath: "/sectors/travel",
  aliases: [],
  listing: { sectors: 12 },
  card: {
    title: "Travel",
    description:
      "Reservation agents, itinerary planners and traveller support for agencies, hotels and travel platforms.",
    icon: "Plane",
    color: "fuchsia",
  },
  seo: {
    title: "Travel Outsourcing: Remote Reservations and Guest Support",
    description:
      "Remote reservation agents, itinerary planners and traveller support for travel agencies, hotels, airlines and booking platforms, in your travellers' time zones.",
    lastmod: LANDING_LASTMOD,
  },
  sections: [
    hero(
      "Travel Outsourcing",
      "Delight travellers at every step with remote teams for reservations, itineraries and traveller support.",
    ),
    {
      type: "overview",
      title: "Service That Travels With Your Customers",
      body: [
        "Travellers need help at any hour and in any time zone, and demand swings with seasons and events. Remote teams add capacity in the shifts you agree with us, and flex with bookings.",
        "They work in your booking engines, GDS and CRM, following your service standards and escalation rules.",
      ],
    },
    {
      type: "benefits",
      title: "Benefits for Travel Businesses",
      items: [
        {
          title: "Traveller Support Across Time Zones",
          description: "Changes, cancellations and emergencies handled in the shifts you agree with us.",
          icon: "Clock",
        },
        {
          title: "More Bookings Converted",
          description: "Enquiries answered fast with tailored quotes and itineraries.",
          icon: "TrendingUp",
        },
        {
          title: "Seasonal Flexibility",
          description: "Scale teams for peak seasons and scale back when demand eases.",
          icon: "CalendarCheck",
        },
        {
          title: "Lower Cost per Booking",
          description: "Reservation and support costs fall as volumes grow.",
          icon: "PiggyBank",
        },
      ],
    },
    {
      type: "features",
      title: "Experience the power of outsourcing",
      items: [
        {
          title: "Reservations",
          description: "Flights, hotels, tours and transfers booked, confirmed and ticketed.",
          icon: "Ticket",
        },
        {
          title: "Itinerary Planning",
          description: "Tailored itineraries and quotes built from client briefs.",
          icon: "Map",
        },
        {
          title: "Guest Relations",
          description: "Pre-arrival messages, special requests and review responses for hotels.",
          icon: "Hotel",
        },
        {
          title: "Traveller Support",
          description: "Disruption handling, rebooking and refunds across channels.",
          icon: "Headset",
        },
        {
          title: "Supplier Management",
          description: "Rates, allotments and contracts with hotels and operators kept current.",
          icon: "Handshake",
        },
        {
          title: "Content and Listings",
          description: "Destination content, package pages and OTA listings that sell.",
          icon: "Luggage",
        },
      ],
    },
    taskSection({
      intro: "From the first enquiry to the return flight, remote staff can support every part of the trip.",
      note: "Tell us your booking channels and seasons, and we will plan a team that covers your peaks.",
      descriptions: {
        "Administrative Support":
          "Booking files, traveller documents, visa checklists and supplier contracts kept in order.",
        "Customer Service Support":
          "Booking changes, cancellations, refunds and traveller questions answered promptly.",
        "Marketing and Sales Support": "Quote follow-ups, package promotions and corporate travel account support.",
        "Finance and Accounting Support":
          "Supplier payments, commission tracking, refunds and booking reconciliations.",
        "HR Management Support": "Seasonal staff onboarding, tour guide rosters and training records for peak periods.",
        "Technical and Specialized Support":
          "GDS reservation agents, fare specialists and itinerary planners who work in your booking tools.",
        "Order Processing and Inventory Management Support":
          "Reservations, ticketing, allotments and supplier confirmations tracked.",
        "Social Media Management Support":
          "Destination posts, travel deals and replies to traveller questions and reviews.",
        "Website Maintenance and Content Creation Support":
          "Package pages, destination guides and travel advisories kept current on your site.",
        "Email Marketing Support":
          "Pre-departure information, trip reminders and seasonal offers sent to past travellers.",
        "Information Technology Support":
          "Booking engine and channel manager support, GDS access and agent device setup.",
        "Creative and Design Support": "Itinerary layouts, brochure design and destination imagery for your campaigns.",
      },
    }),
    closingCta(
      "Travel",
      "Tell us about your travellers and channels. We will present remote travel professionals for your review.",
    ),
  ],
} satisfies LandingPage;
