import { pageSearchEntry } from "./schemas/content-search.ts";
import type { SearchEntry } from "./schemas/search.ts";
import type { StarChroniclesContent } from "./schemas/star-chronicles.ts";

export const starChroniclesContent = {
  meta: {
    title: "Star Chronicles",
    description:
      "The Collective's publication: the Star Chronicles podcast, essays on technology and culture, and the Founder's chronicle.",
  },
  hero: {
    id: "star-chronicles",
    eyebrow: "Podcast · Essays · Chronicle",
    title: "Star Chronicles",
    lead: "Stories from the edge of technology and culture: conversations with builders, essays from the community and the Founder's own chronicle of building the Collective.",
    actions: [
      { label: "Read the Blog", href: "/blog" },
      { label: "Submit Your Chronicle", href: "/submit-chronicle" },
    ],
  },
  podcast: {
    id: "podcast",
    eyebrow: "The podcast",
    title: "Star Chronicles Podcast",
    lead: "Candid conversations with founders, engineers, designers and athletes about what they build and why.",
    episodes: [
      {
        title: "Building loud",
        body: "Why showing unfinished work early makes better products and braver teams.",
      },
      {
        title: "Sensors with manners",
        body: "Designing wearables that respect the body and the data it shares.",
      },
      {
        title: "From intern to lead",
        body: "Rising Stars alumni on the first year after the Academy.",
      },
    ],
    platforms: {
      spotify: "Listen on Spotify",
      apple: "Listen on Apple Podcasts",
      youtube: "Watch on YouTube",
    },
    comingSoon:
      "The podcast arrives on Spotify, Apple Podcasts and YouTube soon. Subscribe to the newsletter to hear the first episode the day it airs.",
  },
  essays: {
    id: "essays",
    eyebrow: "Essays",
    title: "Essays from the community",
    lead: "Long reads on technology, wellness, business and culture.",
    postIds: ["future-of-tech-is-femme", "ai-faith-futurism", "hackathon-chronicles-48-hours"],
    link: { label: "Read all stories on the blog", href: "/blog" },
  },
  founder: {
    id: "founders-chronicle",
    eyebrow: "The Founder's chronicle",
    title: "Notes from the beginning",
    paragraphs: [
      "The Collective started as a group chat of people who kept meeting the same problem: brilliant builders without the room, the network or the capital to do their best work.",
      "From the basketball court to the boardroom, I learned that talent compounds when it is surrounded by people who expect greatness from it. This chronicle is the record of building that surrounding — the wins, the missteps and the people who made it possible.",
    ],
    signature: "— the Founder",
    link: { label: "About the Founder", href: "/about-founder" },
  },
  conversation: {
    id: "join-the-conversation",
    eyebrow: "Your voice",
    title: "Join the Conversation",
    lead: "Star Chronicles is written with the community. There is a place for you in it.",
    cards: [
      {
        icon: "sparkles",
        title: "Writers and thinkers",
        body: "Pitch an essay, a build log or a story of the people behind the work.",
        link: { label: "Submit your chronicle", href: "/submit-chronicle" },
      },
      {
        icon: "message",
        title: "Podcast listeners",
        body: "Suggest a guest, ask a question for an episode or tell us what to cover next.",
        link: { label: "Get episode alerts", href: "/newsletter" },
      },
      {
        icon: "building",
        title: "Partners",
        body: "Sponsor a series or bring your team's story to a community that builds.",
        link: { label: "Partner with us", href: "/partnership-form" },
      },
    ],
    actions: [
      { label: "Submit a Pitch", href: "/contact" },
      { label: "Subscribe to Newsletter", href: "/newsletter" },
      { label: "Read the Full Chronicle", href: "/about" },
    ],
  },
} satisfies StarChroniclesContent;

export const searchEntries = (): SearchEntry[] => [
  pageSearchEntry(
    {
      title: "Star Chronicles",
      path: "/star-chronicles",
      description: starChroniclesContent.hero.lead,
    },
    ["podcast", "essays", "chronicle", "publication", "Founder"],
    [starChroniclesContent.podcast.lead ?? "", ...starChroniclesContent.founder.paragraphs],
  ),
];
