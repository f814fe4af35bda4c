import type { EmployeePortalContent } from "./schemas/employee-portal.ts";

/**
 * The employee portal's sample data. The managers are fictional
 * placeholders; their e-mail addresses are built on the configured company domain at runtime, so a
 * manager who signs in to the portal with that address sees the requests sent to them.
 */
export const employeePortalContent = {
  quickLinks: [
    {
      label: "Member Dashboard",
      href: "/dashboard",
      description: "Your Collective account and role panel",
      icon: "compass",
    },
    {
      label: "Consultations",
      href: "/consultation",
      description: "Book or review client consultations",
      icon: "message",
    },
    {
      label: "Tech Services",
      href: "/tech-services",
      description: "What we build for clients",
      icon: "cpu",
    },
    {
      label: "Rising Stars Academy",
      href: "/rising-stars-academy",
      description: "Mentoring and the intern programme",
      icon: "graduation-cap",
    },
  ],
  meetings: [
    { title: "Team Standup", schedule: "Weekdays, 09:30", location: "Engineering huddle room" },
    {
      title: "Sprint Planning",
      schedule: "Every other Monday, 14:00",
      location: "Video call",
    },
    {
      title: "Engineering All-Hands",
      schedule: "First Thursday of the month, 16:00",
      location: "Main studio",
    },
  ],
  managers: [
    {
      id: "avery-stone",
      name: "Avery Stone",
      title: "Engineering Manager",
      emailLocalPart: "avery.stone",
      busy: false,
    },
    {
      id: "morgan-vale",
      name: "Morgan Vale",
      title: "Product Manager",
      emailLocalPart: "morgan.vale",
      busy: true,
    },
    {
      id: "riley-quinn",
      name: "Riley Quinn",
      title: "Design Manager",
      emailLocalPart: "riley.quinn",
      busy: false,
    },
    {
      id: "casey-ward",
      name: "Casey Ward",
      title: "Operations Manager",
      emailLocalPart: "casey.ward",
      busy: true,
    },
  ],
} satisfies EmployeePortalContent;
