// Which of the eight areas a source's names point at: a list called "Work", a tag "health", a
// Balance export's "Family & Friends". Exact names first (the area's value, its default label and
// the user's own name for it), then a short table of common list names. Anything else is left to
// the categorizer. Browser-safe: it is plain data and string work.
import { CATEGORIES, CATEGORY_LABELS, type Category } from "@/lib/categories";

const COMMON: Record<string, Category> = {
  work: "business_career",
  job: "business_career",
  office: "business_career",
  career: "business_career",
  business: "business_career",
  projects: "business_career",
  meetings: "business_career",
  money: "finances",
  finance: "finances",
  budget: "finances",
  bills: "finances",
  taxes: "finances",
  banking: "finances",
  fitness: "health",
  sport: "health",
  sports: "health",
  gym: "health",
  medical: "health",
  doctor: "health",
  wellness: "health",
  family: "family_friends",
  friends: "family_friends",
  kids: "family_friends",
  social: "family_friends",
  love: "romance",
  partner: "romance",
  dates: "romance",
  relationship: "romance",
  learning: "personal_growth",
  study: "personal_growth",
  reading: "personal_growth",
  books: "personal_growth",
  personal: "personal_growth",
  growth: "personal_growth",
  courses: "personal_growth",
  school: "personal_growth",
  fun: "fun_recreation",
  hobby: "fun_recreation",
  hobbies: "fun_recreation",
  travel: "fun_recreation",
  games: "fun_recreation",
  leisure: "fun_recreation",
  music: "fun_recreation",
  home: "physical_environment",
  house: "physical_environment",
  household: "physical_environment",
  garden: "physical_environment",
  chores: "physical_environment",
  errands: "physical_environment",
  shopping: "physical_environment",
  groceries: "physical_environment",
  environment: "physical_environment",
};

const norm = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{N}&/]+/gu, " ")
    .trim();

/** A name's area, or null when it names none. `names` are the user's own area names. */
export function areaOfName(
  name: string,
  names: Partial<Record<Category, string>> = {},
): Category | null {
  const n = norm(name);
  if (!n) return null;
  for (const c of CATEGORIES) {
    if (n === norm(c) || n === norm(c.replace(/_/g, " ")) || n === norm(CATEGORY_LABELS[c]))
      return c;
    const own = names[c];
    if (own && n === norm(own)) return c;
  }
  if (n === "career") return "business_career";
  const direct = COMMON[n];
  if (direct) return direct;
  // "Family stuff", "Home & Garden": the first word that names an area.
  for (const word of n.split(/[\s&/]+/)) {
    const hit = COMMON[word];
    if (hit) return hit;
  }
  return null;
}

/** An origin like "Work / Project Alpha": its most specific part that names an area. */
export function areaOfOrigin(
  origin: string,
  names: Partial<Record<Category, string>> = {},
): Category | null {
  const parts = origin
    .split(" / ")
    .map((p) => p.trim())
    .filter(Boolean)
    .reverse();
  for (const p of parts) {
    const hit = areaOfName(p, names);
    if (hit) return hit;
  }
  return null;
}
