// The catalogue kinds as journey 4 drives them: routes and titles (from the core's kind
// descriptions), a valid item, a rule to break.
import { expect, type Page } from '@playwright/test';
import { CATALOGUE_DESCRIPTIONS, type CatalogueKind } from '@wortsmith/core';

/** One catalogue kind's screens and the form steps journey 4 takes on it. */
export interface KindJourney {
  kind: CatalogueKind;
  /** "Equipment", "Fermentable", ... as in the titles and toasts. */
  label: string;
  listPath: string;
  newPath: string;
  /** The path segment of details and edit routes, e.g. "Equipments". */
  segment: string;
  /** Fills every required field validly. */
  fillValid(page: Page, name: string): Promise<void>;
  /** Breaks one rule on an otherwise valid form; the message it must give. */
  breakRule(page: Page): Promise<void>;
  ruleMessage: string | RegExp;
  /** Mends the broken rule (default: fill the valid values again). */
  fix?(page: Page, name: string): Promise<void>;
  /** The success toasts' subject (Yeast has its own wording in SPEC §8, the same shape). */
  toastSubject: string;
  /** An official item to customise. */
  official: string;
  /** A field whose summary text shows on the list row after an edit. */
  descriptionLabel: RegExp;
  /** A field saved as zero, which must still read 0 when the form loads. */
  zeroField?: RegExp;
}

const byLabel = (page: Page, label: RegExp) => page.getByLabel(label).first();

/** A kind's names and routes, as the core describes them. */
function screens(
  kind: CatalogueKind,
): Pick<KindJourney, 'kind' | 'label' | 'listPath' | 'newPath' | 'segment'> {
  const { label, listPath, routeBase } = CATALOGUE_DESCRIPTIONS[kind];
  return { kind, label, listPath, newPath: `${routeBase}/new`, segment: routeBase.slice(1) };
}

export const KINDS: KindJourney[] = [
  {
    ...screens('equipments'),
    async fillValid(page, name) {
      await byLabel(page, /^name/i).fill(name);
      await byLabel(page, /efficiency/i).fill('72');
      await byLabel(page, /batch ?volume/i).fill('20');
      await byLabel(page, /batch ?time/i).fill('240');
      await byLabel(page, /boil ?time/i).fill('60');
      await byLabel(page, /boil ?temperature/i).fill('100');
      await byLabel(page, /boil ?off/i).fill('3');
      await byLabel(page, /trub ?loss/i).fill('1');
      await byLabel(page, /dead ?space/i).fill('0');
    },
    async breakRule(page) {
      await byLabel(page, /efficiency/i).fill('2000');
    },
    ruleMessage: 'Efficiency must be between 0 and 1.100.',
    toastSubject: 'Equipment',
    official: '5.5 gal - All Grain - Ideal',
    descriptionLabel: /description/i,
    zeroField: /dead ?space/i,
  },
  {
    ...screens('fermentables'),
    async fillValid(page, name) {
      await byLabel(page, /^name/i).fill(name);
      await byLabel(page, /supplier/i).fill('E2E Maltings');
      await page.getByLabel(/^type/i).first().selectOption('Base');
      await byLabel(page, /color degree/i).fill('7');
      await byLabel(page, /potential ?extract/i).fill('1.037');
    },
    async breakRule(page) {
      await byLabel(page, /color degree/i).fill('-3');
    },
    ruleMessage: 'Color Degree cannot be negative.',
    toastSubject: 'Fermentable',
    official: 'Simpsons - Maris Otter',
    descriptionLabel: /description/i,
  },
  {
    ...screens('hops'),
    async fillValid(page, name) {
      await byLabel(page, /^name/i).fill(name);
      await byLabel(page, /supplier/i).fill('E2E Hop Farm');
      await page.getByLabel(/^type/i).first().selectOption('Pellet');
      await byLabel(page, /alpha/i).fill('6.5');
      await byLabel(page, /beta/i).fill('4');
    },
    async breakRule(page) {
      // The form's default use type, Boil, is shown but not an allowed value (SPEC §2.5).
      await expect(byLabel(page, /use ?type/i)).toHaveValue('Boil');
    },
    async fix(page) {
      await byLabel(page, /use ?type/i).selectOption('Aroma');
    },
    ruleMessage: 'Invalid use type',
    toastSubject: 'Hop',
    official: 'Cascade',
    descriptionLabel: /description/i,
  },
  {
    ...screens('miscs'),
    async fillValid(page, name) {
      await byLabel(page, /^name/i).fill(name);
      await page.getByLabel(/^type/i).first().selectOption('Spice');
    },
    async breakRule(page) {
      await byLabel(page, /^name/i).fill('');
    },
    ruleMessage: 'Name must not be empty.',
    toastSubject: 'Misc',
    official: 'Irish Moss',
    descriptionLabel: /description/i,
  },
  {
    ...screens('yeasts'),
    async fillValid(page, name) {
      await byLabel(page, /^name/i).fill(name);
      await byLabel(page, /manufacturer/i).fill('E2E Labs');
      await byLabel(page, /attenuation/i).fill('78');
    },
    async breakRule(page) {
      await byLabel(page, /attenuation/i).fill('150');
    },
    ruleMessage: 'Attenuation must be at most 100%',
    toastSubject: 'Yeast',
    official: 'SafAle US-05',
    descriptionLabel: /description/i,
  },
  {
    ...screens('waters'),
    async fillValid(page, name) {
      await byLabel(page, /^name/i).fill(name);
      await byLabel(page, /calcium/i).fill('60');
      await byLabel(page, /sulfate/i).fill('120');
      await byLabel(page, /chloride/i).fill('50');
      await byLabel(page, /bicarbonate/i).fill('30');
    },
    async breakRule(page) {
      await byLabel(page, /calcium/i).fill('-1');
    },
    ruleMessage: 'Calcium cannot be negative.',
    toastSubject: 'Water',
    official: 'Burton upon Trent',
    descriptionLabel: /description/i,
    zeroField: /magnesium/i,
  },
];
