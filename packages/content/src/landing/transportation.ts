// The words of the /sectors/transportation landing page, one data entry for the landing template.
import type { LandingPage } from "../landing-schema.ts";
import { closingCta, hero, LANDING_LASTMOD } from "./common.ts";
import { taskSection } from "./tasks.ts";

export const transportation = {
  slug: "transportation",
  kind: "sector",
  canonicalPath: "/sectors/transportation",
  aliases: [],
  listing: { sectors: 10 },
  card: {
    title: "Transportation",
    description: "Fleet coordinators, booking agents, route planners and passenger support for transport operators.",
    icon: "Route",
    color: "amber",
  },
  seo: {
    title: "Transportation Outsourcing: Remote Fleet and Booking Staff",
    description:
      "Remote fleet coordinators, booking agents, route planners and passenger support for bus, rail, fleet and ride-hailing operators, on the shifts you run.",
    lastmod: LANDING_LASTMOD,
  },
  sections: [
    hero(
      "Transportation Outsourcing",
      "Keep vehicles moving and passengers informed with remote teams that coordinate fleets, bookings and support.",
    ),
    {
      type: "overview",
      title: "Coordination That Never Stops",
      body: [
        "Transport operators juggle schedules, drivers, vehicles, bookings and passenger questions every hour of the day. Remote coordinators take on that work so your depot teams can focus on safe operations.",
        "They use your fleet management and booking systems and follow your escalation rules for incidents and delays.",
      ],
    },
    {
      type: "benefits",
      title: "Benefits for Transport Operators",
      items: [
        {
          title: "Reliable Schedules",
          description: "Driver rosters and vehicle assignments kept up to date.",
          icon: "CalendarCheck",
        },
        {
          title: "Informed Passengers",
          description: "Booking changes, delays and lost property handled quickly.",
          icon: "Headset",
        },
        {
          title: "Compliant Fleets",
          description: "Licences, inspections and maintenance records tracked on time.",
          icon: "ClipboardCheck",
        },
        {
          title: "Lower Overheads",
          description: "Control-room and back-office costs fall without service cuts.",
          icon: "PiggyBank",
        },
      ],
    },
    {
      type: "features",
      title: "Experience the power of outsourcing",
      items: [
        {
          title: "Fleet Coordination",
          description: "Vehicle allocation, maintenance scheduling and telematics alerts.",
          icon: "Truck",
        },
        {
          title: "Route Planning",
          description: "Efficient routes and timetables built from demand and traffic data.",
          icon: "Map",
        },
        {
          title: "Booking Management",
          description: "Reservations, charters and group bookings confirmed and updated.",
          icon: "Ticket",
        },
        {
          title: "Passenger Support",
          description: "Enquiries, complaints and refunds handled by phone, chat and e-mail.",
          icon: "MessageSquare",
        },
        {
          title: "Driver Administration",
          description: "Rosters, timesheets, licence checks and onboarding paperwork.",
          icon: "Users",
        },
        {
          title: "Incident Reporting",
          description: "Incidents logged, documented and followed up with insurers.",
          icon: "FileText",
        },
      ],
    },
    taskSection({
      intro: "From the control room to the back office, remote staff support every part of your operation.",
      note: "Tell us about your fleet, routes and booking channels, and we will reply within 24 hours to talk through a team and the shifts it would cover.",
      ctaLabel: "Talk to Our Transport Team",
      descriptions: {
        "Administrative Support":
          "Vehicle registrations, permits, insurance documents and incident files kept up to date.",
        "Customer Service Support":
          "Passenger enquiries, lost property, complaints and booking changes handled with care.",
        "Marketing and Sales Support": "Charter quotes, corporate account follow-ups and route promotion campaigns.",
        "Finance and Accounting Support":
          "Fare reconciliation, fuel card audits, toll charges and supplier invoices checked.",
        "HR Management Support": "Driver recruitment coordination, licence checks, training records and rosters.",
        "Technical and Specialized Support":
          "Fleet controllers, route planners and telematics analysts supporting your depots.",
        "Order Processing and Inventory Management Support":
          "Bookings, charters and spare-parts inventory tracked and reconciled.",
        "Social Media Management Support":
          "Service alerts, timetable changes and passenger replies posted as things happen.",
        "Website Maintenance and Content Creation Support":
          "Timetables, route maps, fare information and service notices kept current online.",
        "Email Marketing Support":
          "Service disruption notices, booking confirmations and updates to corporate clients.",
        "Information Technology Support":
          "Booking system and fleet management support, driver app accounts and device setup.",
        "Creative and Design Support": "Route maps, vehicle livery files, timetable layouts and onboard notices.",
      },
    }),
    closingCta(
      "Transportation",
      "Tell us where coordination slows your operation. We will present remote transport professionals for your review.",
    ),
  ],
} satisfies LandingPage;
