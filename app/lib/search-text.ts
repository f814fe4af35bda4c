/** Lower case without accents: "Séraphina" and "seraphina" are the same word to search. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

const SUFFIXES = ["ations", "ation", "ings", "ing", "ies", "ied", "ers", "er", "ed", "es", "s"];

/**
 * A light English stemmer: "workshops", "workshop" and "workshopping" meet at one stem. Short words
 * are left alone so "bus" does not become "bu".
 */
export function stem(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.length - suffix.length >= 4 && word.endsWith(suffix)) {
      const base = word.slice(0, -suffix.length);
      if (suffix === "ies" || suffix === "ied") return `${base}y`;
      // "shopping" → "shopp" → "shop": undo the doubled consonant.
      if (
        base.length >= 4 &&
        base.at(-1) === base.at(-2) &&
        !"aeiouls".includes(base.at(-1) ?? "")
      ) {
        return base.slice(0, -1);
      }
      return base;
    }
  }
  return word;
}

/** Every term as the index and the queries see it. */
export function searchTerm(term: string): string {
  return stem(foldText(term));
}

export const MAX_QUERY_LENGTH = 200;
