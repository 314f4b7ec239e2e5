// Which built-in BJCP 2021 style an imported style is: by code (when the file's guide uses 2015 or
// 2021 numbering), by name (case, accents and punctuation ignored), then by well-known older names.
import { BEER_STYLES, type BeerStyle } from '../styles';

/** What a file says about a recipe's style. */
export interface ImportedStyle {
  name: string;
  /** e.g. "11" (BeerXML CATEGORY_NUMBER, BeerJSON category_number). */
  categoryNumber?: string | undefined;
  /** e.g. "B". */
  styleLetter?: string | undefined;
  /** e.g. "BJCP 2021", "BJCP2015", "BJCP". */
  styleGuide?: string | undefined;
}

/** A name reduced to lower-case letters and digits, accents dropped: "Märzen" -> "marzen". */
export function normaliseStyleName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** BJCP 2008 and 2015 names (and common spellings) of styles BJCP 2021 names differently. */
const RENAMED: Record<string, string> = {
  'Lite American Lager': 'American Light Lager',
  'Standard American Lager': 'American Lager',
  'Premium American Lager': 'International Pale Lager',
  'Dark American Lager': 'International Dark Lager',
  'Dortmunder Export': 'German Helles Exportbier',
  'German Pilsner (Pils)': 'German Pils',
  'German Pilsner': 'German Pils',
  'Bohemian Pilsener': 'Czech Premium Pale Lager',
  'Bohemian Pilsner': 'Czech Premium Pale Lager',
  'Oktoberfest/Märzen': 'Märzen',
  Oktoberfest: 'Märzen',
  'Schwarzbier (Black Beer)': 'Schwarzbier',
  'Maibock/Helles Bock': 'Helles Bock',
  Maibock: 'Helles Bock',
  'Traditional Bock': 'Dunkles Bock',
  'American Wheat or Rye Beer': 'American Wheat Beer',
  'Northern German Altbier': 'Altbier',
  'Düsseldorf Altbier': 'Altbier',
  'California Common Beer': 'California Common',
  'Standard/Ordinary Bitter': 'Ordinary Bitter',
  'Special/Best/Premium Bitter': 'Best Bitter',
  'Extra Special/Strong Bitter (English Pale Ale)': 'Strong Bitter',
  'Extra Special Bitter': 'Strong Bitter',
  'Scottish Light 60/-': 'Scottish Light',
  'Scottish Heavy 70/-': 'Scottish Heavy',
  'Scottish Export 80/-': 'Scottish Export',
  'Strong Scotch Ale': 'Wee Heavy',
  Mild: 'Dark Mild',
  'Southern English Brown': 'British Brown Ale',
  'Northern English Brown Ale': 'British Brown Ale',
  'Brown Porter': 'English Porter',
  'Robust Porter': 'American Porter',
  'Dry Stout': 'Irish Stout',
  'Russian Imperial Stout': 'Imperial Stout',
  'Imperial IPA': 'Double IPA',
  'Weizen/Weissbier': 'Weissbier',
  Hefeweizen: 'Weissbier',
  Dunkelweizen: 'Dunkles Weissbier',
  'Flanders Brown Ale/Oud Bruin': 'Oud Bruin',
  'Straight (Unblended) Lambic': 'Lambic',
  'English Barleywine': 'English Barley Wine',
  'Black IPA': 'Specialty IPA',
  'New England IPA': 'Hazy IPA',
  NEIPA: 'Hazy IPA',
  'Trappist Single': 'Belgian Single',
};

const byName = new Map(BEER_STYLES.map((style) => [normaliseStyleName(style.name), style]));
const byCode = new Map(BEER_STYLES.map((style) => [style.code.toUpperCase(), style]));
const renamed = new Map(
  Object.entries(RENAMED).map(([old, current]) => [
    normaliseStyleName(old),
    byName.get(normaliseStyleName(current)),
  ]),
);

/** True when the guide names a numbering that is not BJCP 2015's or 2021's (whose codes agree). */
function olderGuide(guide: string | undefined): boolean {
  const year = /(19|20)\d\d/.exec(guide ?? '')?.[0];
  return year !== undefined && year !== '2015' && year !== '2021';
}

/** The built-in style an imported style is, or undefined when none matches. */
export function matchStyle(style: ImportedStyle): BeerStyle | undefined {
  const code = `${(style.categoryNumber ?? '').trim()}${(style.styleLetter ?? '').trim()}`.toUpperCase();
  const key = normaliseStyleName(style.name);
  const codeMatch = code ? byCode.get(code) : undefined;
  // A code alone is trusted only with 2015/2021 numbering named; without a year it must agree with the name.
  if (codeMatch && /(2015|2021)/.test(style.styleGuide ?? '')) return codeMatch;
  if (codeMatch && normaliseStyleName(codeMatch.name) === key) return codeMatch;
  // "Dry Stout (Irish)" is tried as "Dry Stout" too.
  const bare = normaliseStyleName(style.name.replace(/\([^)]*\)/g, ''));
  return (
    byName.get(key) ??
    renamed.get(key) ??
    byName.get(bare) ??
    renamed.get(bare) ??
    (codeMatch && !olderGuide(style.styleGuide) && !key ? codeMatch : undefined)
  );
}

/** The BeerXML/BeerJSON category number and letter of a built-in style: "21A" -> ["21", "A"], "X1" -> ["X", "1"]. */
export function styleCodeParts(style: BeerStyle): [string, string] {
  const match = /^(\d+|[A-Z])(.*)$/.exec(style.code);
  return match ? [match[1]!, match[2]!] : [style.code, ''];
}
