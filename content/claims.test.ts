import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages.ts";
import { ABOUT } from "./about.ts";
import { CLAIMS, type ClaimId, type ClaimPlace } from "./claims.ts";
import { HOME } from "./home.ts";
import { LMS } from "./lms.ts";
import { MODULES_INDEX } from "./modules/index.ts";
import { resolve } from "./resolve.ts";
import { SOLUTIONS } from "./solutions.ts";

/** The content block behind each place a claim may be declared in. */
const PLACES: Readonly<Record<ClaimPlace, unknown>> = {
  "home.hero": { trust: HOME.hero.trust, media: HOME.hero.media },
  "home.stats": HOME.hero.stats,
  "home.offers": HOME.offers,
  "home.testimonials": { rating: HOME.testimonials.rating },
  "home.about": HOME.about,
  "home.cta": HOME.cta,
  about: ABOUT,
  modules: MODULES_INDEX,
  lms: LMS,
  "solutions.academic": SOLUTIONS.solutionAcademic,
};

/** Places that show figures as statistics: there the label must sit next to the value. */
const STAT_PLACES: readonly ClaimPlace[] = ["home.stats", "home.about", "home.testimonials"];

const textOf = (value: unknown, lang: (typeof LANGUAGES)[number]) => JSON.stringify(resolve(value, lang));

describe("marketing claims (spec §1)", () => {
  it("gives every figure of the spec, with each variant as its own claim", () => {
    const fr = Object.fromEntries(Object.entries(CLAIMS).map(([id, c]) => [id, c.value.fr]));
    expect(fr).toMatchObject({
      partners50: "50+",
      partners100: "100+",
      partners2000: "2000+",
      users1000: "1000+",
      users1200000: "1,2M+",
      students15000: "15\u00a0000+",
      satisfaction95: "95\u00a0%",
      rating48: "4,8/5",
      rating49: "4,9/5",
      countries15: "15+",
      continents5: "5",
      experts60: "60+",
      founded2018: "2018",
      hostedInFrance: "Hébergé en France",
      modules13to17: "13 à 17",
      modules15: "15",
      iso27001: "ISO 27001",
      gdpr: "RGPD",
      support247: "24/7",
      deployment24h: "24\u00a0h",
      quoteIn5Days: "5\u00a0jours",
      quoteReplyIn24h: "24\u00a0h",
      demo2Minutes: "2\u00a0min",
      demo30Minutes: "30\u00a0minutes",
      audit2Hours: "2\u00a0heures",
      businessHours: "Lun–ven, 9:00–18:00",
    });
    expect(CLAIMS.rating49.label.fr).toContain("247");
    expect(CLAIMS.rating49.label.en).toContain("247");
  });

  for (const [id, claim] of Object.entries(CLAIMS) as [ClaimId, (typeof CLAIMS)[ClaimId]][]) {
    for (const place of claim.places) {
      for (const lang of LANGUAGES) {
        it(`${id} appears in ${place} (${lang})`, () => {
          const text = textOf(PLACES[place], lang);
          expect(text).toContain(claim.value[lang]);
          if (STAT_PLACES.includes(place)) expect(text).toContain(claim.label[lang]);
        });
      }
    }
  }

  it("declares a place for every claim, and uses every place", () => {
    for (const claim of Object.values(CLAIMS)) expect(claim.places.length).toBeGreaterThan(0);
    const used = new Set(Object.values(CLAIMS).flatMap((c) => c.places));
    expect([...used].sort()).toEqual(Object.keys(PLACES).sort());
  });

  it("shows the three variants of the partner count in three different home blocks", () => {
    const places = [CLAIMS.partners50, CLAIMS.partners100, CLAIMS.partners2000].map((c) =>
      c.places.find((p) => p.startsWith("home.")),
    );
    expect(new Set(places).size).toBe(3);
  });
});
