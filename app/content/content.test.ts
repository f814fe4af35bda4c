import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { AcademyContentSchema, CurriculumContentSchema } from "./schemas/academy.ts";
import {
  SeraphinaContentSchema,
  SyntharaContentSchema,
  SyreneContentSchema,
} from "./schemas/avatars.ts";
import { CallToActionSchema } from "./schemas/blocks.ts";
import { BlogPageContentSchema, BlogPostsSchema } from "./schemas/blog.ts";
import { CatalogSchema } from "./schemas/catalog.ts";
import { StarshipBridgeContentSchema, TeamsContentSchema } from "./schemas/community.ts";
import {
  ConsultationContentSchema,
  ConsultationSchedulingContentSchema,
  ConsultationSuccessContentSchema,
} from "./schemas/consultation.ts";
import { ContentPageSchema, NavigablePageSchema } from "./schemas/content-page.ts";
import { DashboardContentSchema } from "./schemas/dashboard.ts";
import { EmployeePortalContentSchema } from "./schemas/employee-portal.ts";
import {
  ChronicleContentSchema,
  ContactContentSchema,
  NewsletterContentSchema,
  PartnershipContentSchema,
  SimpleFormContentSchema,
} from "./schemas/forms.ts";
import { HomeContentSchema } from "./schemas/home.ts";
import { LandingPageSchema } from "./schemas/landing.ts";
import { LegalDocumentSchema } from "./schemas/legal.ts";
import { NavigationSchemas } from "./schemas/navigation.ts";
import {
  CirkytCommunityContentSchema,
  CirkytContentSchema,
  DigitalProductsContentSchema,
  EbookPreorderContentSchema,
  NebulaMarketContentSchema,
  NurveContentSchema,
  RetailContentSchema,
  VaultContentSchema,
  WaitlistsContentSchema,
} from "./schemas/product-pages.ts";
import { SearchEntriesSchema } from "./schemas/search.ts";
import { ServicePagesSchema } from "./schemas/services.ts";
import { StarChroniclesContentSchema } from "./schemas/star-chronicles.ts";

/**
 * Every content module is parsed with its schema, so a typo in copy data (a missing field, a link
 * without a leading slash, an image without dimensions) fails here rather than on the live site.
 * A new content file must be registered below, or the first test fails.
 */
const schemasByFile: Record<string, Record<string, z.ZodType>> = {
  "./catalog.ts": { catalog: CatalogSchema },
  "./consultation.ts": {
    consultationContent: ConsultationContentSchema,
    consultationSuccessContent: ConsultationSuccessContentSchema,
    consultationSchedulingContent: ConsultationSchedulingContentSchema,
    searchEntries: SearchEntriesSchema,
  },
  "./dashboard.ts": { dashboardContent: DashboardContentSchema },
  "./employee-portal.ts": { employeePortalContent: EmployeePortalContentSchema },
  "./forms.ts": {
    contactContent: ContactContentSchema,
    newsletterContent: NewsletterContentSchema,
    chronicleContent: ChronicleContentSchema,
    partnershipContent: PartnershipContentSchema,
    leadershipContent: SimpleFormContentSchema,
    nominationContent: SimpleFormContentSchema,
    searchEntries: SearchEntriesSchema,
  },
  "./home.ts": { homeContent: HomeContentSchema, searchEntries: SearchEntriesSchema },
  "./site-pages.ts": { searchEntries: SearchEntriesSchema },
  "./navigation.ts": NavigationSchemas,
  "./about.ts": { aboutContent: ContentPageSchema, searchEntries: SearchEntriesSchema },
  "./about-founder.ts": {
    aboutFounderContent: ContentPageSchema,
    searchEntries: SearchEntriesSchema,
  },
  "./careers.ts": { careersContent: ContentPageSchema, searchEntries: SearchEntriesSchema },
  "./celestial-collective.ts": {
    celestialCollectiveContent: NavigablePageSchema,
    searchEntries: SearchEntriesSchema,
  },
  "./coming-soon.ts": { comingSoonContent: ContentPageSchema, searchEntries: SearchEntriesSchema },
  "./cosmic-constellations.ts": {
    cosmicConstellationsContent: ContentPageSchema,
    searchEntries: SearchEntriesSchema,
  },
  "./enterprise.ts": { enterpriseContent: ContentPageSchema, searchEntries: SearchEntriesSchema },
  "./get-started.ts": { getStartedContent: ContentPageSchema, searchEntries: SearchEntriesSchema },
  "./manifesto.ts": { manifestoContent: ContentPageSchema, searchEntries: SearchEntriesSchema },
  "./partners.ts": { partnersContent: ContentPageSchema, searchEntries: SearchEntriesSchema },
  "./starship-bridge.ts": {
    starshipBridgeContent: StarshipBridgeContentSchema,
    searchEntries: SearchEntriesSchema,
  },
  "./talent-os.ts": { talentOsContent: ContentPageSchema, searchEntries: SearchEntriesSchema },
  "./teams.ts": { teamsContent: TeamsContentSchema, searchEntries: SearchEntriesSchema },
  "./transform-banner.ts": { transformBanner: CallToActionSchema },
  // Editorial
  "./rising-stars-academy.ts": {
    academyContent: AcademyContentSchema,
    searchEntries: SearchEntriesSchema,
  },
  "./curriculum.ts": {
    curriculumContent: CurriculumContentSchema,
    searchEntries: SearchEntriesSchema,
  },
  "./star-chronicles.ts": {
    starChroniclesContent: StarChroniclesContentSchema,
    searchEntries: SearchEntriesSchema,
  },
  "./blog.ts": {
    blogPage: BlogPageContentSchema,
    blogPosts: BlogPostsSchema,
    searchEntries: SearchEntriesSchema,
  },
  "./terms.ts": { termsDocument: LegalDocumentSchema, searchEntries: SearchEntriesSchema },
  "./privacy.ts": { privacyDocument: LegalDocumentSchema, searchEntries: SearchEntriesSchema },
  "./cookies.ts": { cookiesDocument: LegalDocumentSchema, searchEntries: SearchEntriesSchema },
  "./refund-policy.ts": {
    refundPolicyDocument: LegalDocumentSchema,
    searchEntries: SearchEntriesSchema,
  },
  "./nebula-market.ts": {
    nebulaMarketContent: NebulaMarketContentSchema,
    searchEntries: SearchEntriesSchema,
  },
  "./digital-products.ts": {
    digitalProductsContent: DigitalProductsContentSchema,
    searchEntries: SearchEntriesSchema,
  },
  "./cirkyt.ts": {
    cirkytContent: CirkytContentSchema,
    cirkytCommunityContent: CirkytCommunityContentSchema,
    searchEntries: SearchEntriesSchema,
  },
  "./nurve.ts": { nurveContent: NurveContentSchema, searchEntries: SearchEntriesSchema },
  "./vault.ts": { vaultContent: VaultContentSchema, searchEntries: SearchEntriesSchema },
  "./waitlists.ts": {
    waitlistsContent: WaitlistsContentSchema,
    searchEntries: SearchEntriesSchema,
  },
  "./retail.ts": { retailContent: RetailContentSchema, searchEntries: SearchEntriesSchema },
  "./ebook-preorder.ts": {
    ebookPreorderContent: EbookPreorderContentSchema,
    searchEntries: SearchEntriesSchema,
  },
  // Services, the AI avatars and their hubs (area "services").
  "./services.ts": { servicePages: ServicePagesSchema, searchEntries: SearchEntriesSchema },
  "./tech-services.ts": {
    techServicesContent: LandingPageSchema,
    searchEntries: SearchEntriesSchema,
  },
  "./sundiata-cybersecurity.ts": {
    sundiataContent: LandingPageSchema,
    searchEntries: SearchEntriesSchema,
  },
  "./landing-pages.ts": { landingPages: LandingPageSchema.array() },
  "./ai-stack.ts": { aiStackContent: LandingPageSchema, searchEntries: SearchEntriesSchema },
  "./quantum-forge.ts": {
    quantumForgeContent: LandingPageSchema,
    searchEntries: SearchEntriesSchema,
  },
  "./syrene.ts": { syreneContent: SyreneContentSchema, searchEntries: SearchEntriesSchema },
  "./seraphina.ts": {
    seraphinaContent: SeraphinaContentSchema,
    searchEntries: SearchEntriesSchema,
  },
  "./synthara.ts": { syntharaContent: SyntharaContentSchema, searchEntries: SearchEntriesSchema },
};

const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
  eager: true,
});

describe("content data", () => {
  it("registers a schema for every content module", () => {
    expect(Object.keys(modules).sort()).toEqual(Object.keys(schemasByFile).sort());
  });

  for (const [file, exports] of Object.entries(schemasByFile)) {
    for (const [exportName, schema] of Object.entries(exports)) {
      it(`${file} ${exportName} matches its schema`, () => {
        const value = modules[file]?.[exportName];
        const result = schema.safeParse(value);
        expect(result.error?.issues ?? []).toEqual([]);
      });
    }
  }
});
