import type { BlogPageContent, BlogPost } from "./schemas/blog.ts";
import { pageSearchEntry } from "./schemas/content-search.ts";
import type { SearchEntry } from "./schemas/search.ts";

export const blogPage = {
  meta: {
    title: "Blog",
    description:
      "Stories from Star Chronicles on technology, wellness, business and culture — written by the people building the Collective.",
  },
  eyebrow: "Star Chronicles",
  title: "The Star Chronicles Blog",
  lead: "Field notes, essays and stories from engineers, designers, founders and dreamers building at the edge of technology and culture.",
  backLink: { label: "Back to Star Chronicles", href: "/star-chronicles" },
  writeForUs: {
    id: "write-for-us",
    title: "Want to Write for {siteName}?",
    body: "Members of the Constellations publish here. Share your story, your build log or your point of view with a community that reads closely.",
    action: { label: "Join the Constellations", href: "/cosmic-constellations" },
  },
  feedTitle: "Star Chronicles Blog",
} satisfies BlogPageContent;

export const blogPosts = [
  {
    id: "future-of-tech-is-femme",
    title: "The Future of Tech Is Femme",
    excerpt:
      "Why the next wave of breakthrough products will be designed by women, for everyone — and what it takes to build the rooms where that happens.",
    category: "Tech",
    readTime: 5,
    author: "the Founder",
    authorType: "Person",
    date: "2025-03-18",
    featured: true,
    tags: ["Women in Tech", "Leadership", "Innovation", "FemTech"],
    body: [
      {
        type: "paragraph",
        text: "For decades the technology industry has built products for an imagined default user. The results are familiar: health apps that forget half their users menstruate, voice assistants that struggle with accents, and safety features designed around bodies that are not ours.",
      },
      {
        type: "paragraph",
        text: "That era is ending. Not because the industry had a change of heart, but because women are now founding, funding and shipping the products that were never built for them.",
      },
      { type: "heading", text: "Design from the margins, build for everyone" },
      {
        type: "paragraph",
        text: "When you design for the person the market ignored, you usually end up with a better product for everyone. Curb cuts were made for wheelchairs and are used by every parent with a stroller. FemTech is following the same path: sensors that read the body more carefully, interfaces that respect attention, and data practices that assume trust must be earned.",
      },
      { type: "heading", text: "What the rooms need" },
      {
        type: "list",
        items: [
          "Access to capital that judges the product rather than the pitch style.",
          "Mentors who have shipped, not only advised.",
          "Technical depth in the founding team from day one.",
          "A community that celebrates the build, not just the launch.",
        ],
      },
      {
        type: "quote",
        text: "Talent is evenly distributed; opportunity is not. Our job is to close that gap one build at a time.",
      },
      {
        type: "paragraph",
        text: "At {siteName} we build those rooms on purpose: through the Rising Stars Academy, through guilds that pair engineers with designers, and through partners who hire from the community. The future of tech is femme — and it is open to everyone willing to build it with us.",
      },
    ],
  },
  {
    id: "cirkyt-sports-tech-wellness",
    title: "CIRKYT: Where Sports Tech Meets Wellness",
    excerpt:
      "Inside the smart sportswear line that reads the body with care — from thermal sensing to fit that finally works for athletes of every shape.",
    category: "Wellness",
    readTime: 8,
    author: "Star Chronicles Wellness Desk",
    authorType: "Organization",
    date: "2025-04-02",
    featured: true,
    tags: ["CIRKYT", "Sports Tech", "Wellness", "Wearables"],
    body: [
      {
        type: "paragraph",
        text: "Most performance wear is designed to look fast. CIRKYT is designed to listen. Each garment carries soft sensors that track temperature, movement and recovery without asking the athlete to wear another gadget.",
      },
      { type: "heading", text: "Built with athletes, not for them" },
      {
        type: "paragraph",
        text: "The first prototypes were tested by basketball players, runners and dancers in the community. Their notes shaped everything from seam placement to the way data is shown after a session: calm summaries instead of alarming red numbers.",
      },
      { type: "heading", text: "What the garments measure" },
      {
        type: "list",
        items: [
          "Skin temperature patterns during and after training.",
          "Movement load, to spot the weeks when rest matters more than reps.",
          "Recovery trends over time, shared only with the wearer's consent.",
        ],
      },
      { type: "heading", text: "Wellness is the point" },
      {
        type: "paragraph",
        text: "The same thermal sensing that helps an athlete recover also powers Seraphina, our health AI, in its work on earlier detection. Wellness is not a feature bolted onto sportswear; it is the reason the sportswear exists.",
      },
      {
        type: "quote",
        text: "The best wearable is the one you forget you are wearing until it tells you something you needed to know.",
      },
      {
        type: "paragraph",
        text: "CIRKYT pre-orders are limited. Visit the shop to see the current collection, or join the waitlist to hear about the next drop first.",
      },
    ],
  },
  {
    id: "ai-faith-futurism",
    title: "AI, Faith and Futurism",
    excerpt:
      "A long look at what we believe about machines, what our traditions already say about creation, and how culture can steer the technology we build.",
    category: "Culture",
    readTime: 12,
    author: "the Founder",
    authorType: "Person",
    date: "2025-05-14",
    featured: false,
    tags: ["Artificial Intelligence", "Spirituality", "Futurism", "Ethics"],
    body: [
      {
        type: "paragraph",
        text: "Every culture has stories about making things that come alive. Clay figures given breath, bronze guardians, spirits bound to objects. Artificial intelligence is the newest chapter of a very old story, and we would do well to read the earlier chapters.",
      },
      { type: "heading", text: "Old questions in new hardware" },
      {
        type: "paragraph",
        text: "What do we owe the things we make? What do they owe us? Who is responsible when a creation causes harm? These are not engineering questions first; they are moral ones, and our traditions have been debating them for millennia.",
      },
      { type: "heading", text: "Faith as a design input" },
      {
        type: "paragraph",
        text: "Faith communities hold some of the most carefully reasoned ideas about dignity, stewardship and care. Bringing those ideas into product reviews changes the questions a team asks: not only can we build this, but should we, and for whom?",
      },
      {
        type: "list",
        items: [
          "Stewardship: the data people share is entrusted, never owned.",
          "Dignity: no feature should make a person feel smaller to make a metric bigger.",
          "Rest: systems that respect the user's time and attention.",
          "Community: tools that strengthen relationships rather than replace them.",
        ],
      },
      { type: "heading", text: "Futurism with roots" },
      {
        type: "paragraph",
        text: "Afrofuturism taught a generation to imagine futures where our cultures are not footnotes. That imagination is now a practical skill. The teams that build the next decade of AI will be the teams that can picture who it serves — and who it must never leave out.",
      },
      {
        type: "quote",
        text: "We are not building gods. We are building tools, and tools carry the values of the hands that shape them.",
      },
      {
        type: "paragraph",
        text: "Our avatars — Syrene, Seraphina and Synthara — are our attempt to build with those values in view. We will keep writing about what we learn, including what we get wrong.",
      },
    ],
  },
  {
    id: "hackathon-chronicles-48-hours",
    title: "Hackathon Chronicles: 48 Hours",
    excerpt:
      "What two sleepless days taught a team of first-time builders about scoping, shipping and pitching a product that works.",
    category: "Business",
    readTime: 6,
    author: "Star Chronicles Editors",
    authorType: "Organization",
    date: "2025-06-20",
    featured: false,
    tags: ["Hackathons", "Community", "Startups", "Teamwork"],
    body: [
      {
        type: "paragraph",
        text: "Friday, 6 PM: forty builders, twelve teams and one rule — ship something a real person could use by Sunday evening. Here is what happened, hour by hour, and what the winning teams did differently.",
      },
      { type: "heading", text: "Hour 0 to 6: scope ruthlessly" },
      {
        type: "paragraph",
        text: "The teams that finished well spent the first hours cutting. One team started with a ten-feature plan and ended with a single screen that did one job beautifully. The judges noticed.",
      },
      { type: "heading", text: "Hour 6 to 36: build in public" },
      {
        type: "paragraph",
        text: "Mentors walked the floor every few hours. Teams that showed unfinished work early got the most useful feedback, and the ones that hid until the end got surprises at the demo.",
      },
      { type: "heading", text: "Hour 36 to 48: the pitch is the product" },
      {
        type: "list",
        items: [
          "Open with the person you built it for, not the technology.",
          "Show the working thing in the first minute.",
          "Name what you would build next and what it would cost.",
          "Thank your team by name and by contribution.",
        ],
      },
      {
        type: "quote",
        text: "We did not win because we slept the least. We won because we said no to everything that was not the demo.",
      },
      {
        type: "paragraph",
        text: "Three of the teams are now continuing their projects with partners from the Starship Bridge, and two builders joined the next Rising Stars Academy cohort. The next hackathon is announced to members first.",
      },
    ],
  },
] satisfies BlogPost[];

export function findBlogPost(id: string): BlogPost | undefined {
  return blogPosts.find((post) => post.id === id);
}

export const searchEntries: SearchEntry[] = [
  pageSearchEntry({ title: "Blog", path: "/blog", description: blogPage.lead }, [
    "blog",
    "articles",
    "stories",
    "Star Chronicles",
  ]),
  ...blogPosts.map(
    (post): SearchEntry => ({
      kind: "post",
      title: post.title,
      path: `/blog/${post.id}`,
      description: post.excerpt,
      tags: [...post.tags, post.category],
      body: post.body
        .flatMap((block) => ("text" in block ? [block.text] : "items" in block ? block.items : []))
        .join(" ")
        // The site name is filled in when a page renders; search shows the plain words.
        .replaceAll("{siteName}", "the Collective"),
    }),
  ),
];
