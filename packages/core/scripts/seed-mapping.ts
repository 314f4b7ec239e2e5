// Maps the reference catalogue (../shared/data/official-catalogue.json) to catalogue form bodies.
// Pure: build-seed.ts reads the file, validates each body with its schema and writes the seed.
import type { CatalogueKind } from '../src/options';
import { FERMENTABLE_CORRECTIONS } from './catalogue-corrections';
import { OFFICIAL_WATERS } from './official-waters';

interface SourceFermentable {
  name: string;
  supplier: string | null;
  origin: string | null;
  type: string;
  beerxmlType: string | null;
  ebc: number | null;
  potentialExtract: number | null;
}
interface SourceHop {
  name: string;
  countryOfOrigin: string | null;
  alphaAcidContent: number | null;
  betaAcidContent: number | null;
  useType: string;
  type: string | null;
}
interface SourceYeast {
  name: string;
  manufacturer: string | null;
  type: string;
  form: string;
  flocculation: string | null;
  attenuation: number | null;
  temperatureMinC: number | null;
  temperatureMaxC: number | null;
  alcoholTolerancePercent: number | null;
}
interface SourceMisc {
  name: string;
  type: string;
  useType: string | null;
}
interface SourceEquipment {
  name: string;
  batchVolumeL: number;
  boilVolumeL: number;
  boilTimeMin: number;
  boilOffLPerHour: number;
  trubLossL: number;
  deadSpaceL: number;
  topUpWaterL: number;
  boilTemperatureC: number;
}

/** The reference file's shape (the fields the seed uses). */
export interface SourceCatalogue {
  fermentables: SourceFermentable[];
  hops: SourceHop[];
  yeasts: SourceYeast[];
  miscs: SourceMisc[];
  equipment: SourceEquipment[];
}

/** A catalogue form body, before validation. */
export type SeedBody = { name: string } & Record<string, string | number | null>;

/** Hops carry no supplier in the sources, but the hop schema requires one (SPEC §5). */
export const GENERIC_SUPPLIER = 'Generic';
/** Brewhouse efficiency given to equipment without one: a common all-grain home-brew figure. */
export const DEFAULT_EFFICIENCY = 72;
/** Minutes: the sources have no batch (mash) time; one hour is the common single-infusion mash. */
export const DEFAULT_BATCH_TIME = 60;

/** The fermentable schema's colour limit (SPEC §9): the darkest roasted malts (up to 1450 EBC) are capped. */
export const MAX_EBC = 1000;

/** Cuts a text to `max` characters, ending in "…" when cut, so that it passes the schema's limit. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
const optional = (text: string | null, max: number): string | null => (text ? truncate(text, max) : null);

/** Whole numbers without decimals, others with one: 18 or 18.3. */
const celsius = (value: number): string => String(Math.round(value * 10) / 10);

/** Three metric profiles for common home systems, with typical published figures. */
export const EXTRA_EQUIPMENT: SeedBody[] = [
  {
    name: 'Brew-in-a-bag 23 L',
    description: 'Single kettle with a grain bag; squeeze the bag, so there is no dead space.',
    efficiency: 68,
    batchVolume: 23,
    batchTime: 60,
    boilTime: 60,
    boilTemperature: 100,
    boilOff: 3.5,
    trubLoss: 1.5,
    deadSpace: 0,
  },
  {
    name: 'All-in-one 30 L system',
    description: 'Electric mash and boil unit with a malt pipe and pump, 21 L into the fermenter.',
    efficiency: 72,
    batchVolume: 21,
    batchTime: 60,
    boilTime: 60,
    boilTemperature: 100,
    boilOff: 3,
    trubLoss: 2,
    deadSpace: 1.5,
  },
  {
    name: 'Small batch 10 L stovetop',
    description: 'Stockpot on a kitchen stove with a grain bag; wide pots boil off quickly.',
    efficiency: 65,
    batchVolume: 10,
    batchTime: 60,
    boilTime: 60,
    boilTemperature: 100,
    boilOff: 2.5,
    trubLoss: 0.5,
    deadSpace: 0,
  },
];

function equipment(e: SourceEquipment): SeedBody {
  const topUp = e.topUpWaterL > 0 ? ` Top up with ${e.topUpWaterL} L of water after the boil.` : '';
  return {
    name: truncate(e.name, 50),
    description: `BeerXML profile: ${e.batchVolumeL} L batch, ${e.boilVolumeL} L boil volume.${topUp}`,
    efficiency: DEFAULT_EFFICIENCY,
    batchVolume: e.batchVolumeL,
    batchTime: DEFAULT_BATCH_TIME,
    boilTime: e.boilTimeMin,
    boilTemperature: e.boilTemperatureC,
    boilOff: e.boilOffLPerHour,
    trubLoss: e.trubLossL,
    deadSpace: e.deadSpaceL,
  };
}

/** BeerXML's types that are never mashed: malt extracts and sugars give all their extract (issue 31). */
const NOT_MASHED_TYPES = new Set(['Extract', 'Dry Extract', 'Sugar']);

function fermentable(source: SourceFermentable): SeedBody {
  const f = corrected(source);
  const kind = f.beerxmlType ?? 'Fermentable';
  return {
    name: truncate(f.name, 50),
    supplier: optional(f.supplier, 50),
    description: f.origin ? `${kind} from ${f.origin}.` : `${kind}.`,
    type: f.type,
    ebc: f.ebc === null ? null : Math.min(f.ebc, MAX_EBC),
    potentialExtract: f.potentialExtract,
    contribution: NOT_MASHED_TYPES.has(kind) ? 'notMashed' : 'mashed',
  };
}

/** The source fermentable with its correction applied, if it has one (catalogue-corrections.ts). */
function corrected(f: SourceFermentable): SourceFermentable {
  const correction = FERMENTABLE_CORRECTIONS[f.name];
  if (!correction) return f;
  const { ebc = f.ebc, potentialExtract = f.potentialExtract, type = f.type } = correction;
  return { ...f, ebc, potentialExtract, type };
}

function hop(h: SourceHop): SeedBody {
  return {
    name: truncate(h.name, 100),
    supplier: GENERIC_SUPPLIER,
    description: null,
    countryOfOrigin: optional(h.countryOfOrigin, 100),
    type: h.type,
    useType: h.useType,
    alphaAcidContent: h.alphaAcidContent,
    betaAcidContent: h.betaAcidContent,
  };
}

function yeast(y: SourceYeast): SeedBody {
  const { temperatureMinC: min, temperatureMaxC: max } = y;
  return {
    name: truncate(y.name, 100),
    manufacturer: optional(y.manufacturer, 100),
    description: null,
    flavorProfile: null,
    type: y.type,
    form: y.form,
    flocculation: y.flocculation,
    attenuation: y.attenuation,
    temperatureRange: min !== null && max !== null ? `${celsius(min)}-${celsius(max)} °C` : null,
    alcoholTolerance: y.alcoholTolerancePercent !== null ? `${y.alcoholTolerancePercent}%` : null,
  };
}

function misc(m: SourceMisc): SeedBody {
  return {
    name: truncate(m.name, 100),
    supplier: null,
    description: null,
    countryOfOrigin: null,
    type: m.type,
    useType: optional(m.useType, 100),
  };
}

/** The reference catalogue as form bodies per API kind, plus the extra equipment profiles. */
export function mapCatalogue(source: SourceCatalogue): Record<CatalogueKind, SeedBody[]> {
  return {
    equipments: [...source.equipment.map(equipment), ...EXTRA_EQUIPMENT],
    fermentables: source.fermentables.map(fermentable),
    hops: source.hops.map(hop),
    miscs: source.miscs.map(misc),
    yeasts: source.yeasts.map(yeast),
    waters: OFFICIAL_WATERS,
  };
}
