import { describe, expect, it } from "vitest";
import { servicePages } from "./services.ts";

/**
 * The published price list, as customers have seen it: package name,
 * price text and, where the package has one, its support term.
 */
const priceList: Record<string, [name: string, price: string, term?: string][]> = {
  "business-and-finance-systems": [
    ["Dashboard Starter", "$5,000", "3 months support"],
    ["Business Suite", "$15,000+", "6 months"],
    ["Enterprise Finance", "$50,000+", "12 months"],
  ],
  consulting: [
    ["Strategy Session", "$500/hr"],
    ["Roadmap Package", "$5,000", "3 month check-ins"],
    ["Executive Program", "$15,000+", "6-month program"],
  ],
  "custom-software-and-apps": [
    ["Website Starter", "$2,500", "1 month"],
    ["App Development", "$7,500+", "3 months"],
    ["Enterprise Solution", "$25,000+", "6 months"],
  ],
  cybersecurity: [
    ["Security Assessment", "$5,000", "1 month follow-up"],
    ["Comprehensive Audit", "$15,000+", "3 months"],
    ["Ongoing Protection", "$2,500/month"],
  ],
  "fashion-tech": [
    ["Fashion Starter", "$10,000"],
    ["Digital Couture", "$25,000+"],
    ["CIRKYT Enterprise", "$75,000+", "12 months"],
  ],
  "healthtech-and-femtech": [
    ["Wellness Starter", "$10,000"],
    ["FemTech Suite", "$25,000+"],
    ["Healthcare Enterprise", "Custom pricing"],
  ],
  "ai-marketing": [
    ["Content Starter", "$1,500/month"],
    ["Growth Accelerator", "$3,500/month"],
    ["Enterprise Marketing", "Custom"],
  ],
  "automations-and-workflows": [
    ["Basic Automation", "$1,500", "1 month support"],
    ["Advanced Workflows", "$5,000+", "3 months"],
    ["Enterprise Suite", "$15,000+", "6 months"],
  ],
};

describe("service packages", () => {
  it("cover exactly the eight service pages of the price list", () => {
    expect(servicePages.map((page) => page.slug).sort()).toEqual(Object.keys(priceList).sort());
  });

  for (const [slug, packages] of Object.entries(priceList)) {
    it(`${slug} shows its three packages with the published prices and terms`, () => {
      const page = servicePages.find((candidate) => candidate.slug === slug);
      const shown = page?.packages.items.map((item) => ({
        name: item.name,
        price: item.price,
        term: "term" in item ? item.term : undefined,
      }));
      expect(shown).toHaveLength(3);
      packages.forEach(([name, price, term], index) => {
        const item = shown?.[index];
        expect(item?.name).toBe(name);
        expect(item?.price).toBe(price);
        // The term is shown as "Includes {term}"; "6 months" in the list reads "6 months support".
        if (term) expect(item?.term).toContain(term);
        else expect(item?.term).toBeUndefined();
      });
    });
  }

  it("custom-priced packages ask for a quote; priced ones book a consultation", () => {
    for (const page of servicePages) {
      for (const item of page.packages.items) {
        const custom = item.price.startsWith("Custom");
        expect(item.action.href).toBe(custom ? "/communication-beacon" : "/consultation");
      }
    }
  });
});
