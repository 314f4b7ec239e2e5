// Mash-step directions that other tools write into a step's description from their own calculations, in
// their own units: BeerSmith's "Add 11.25 qt of water at 170.5 F", "Heat to 158.0 F over 10 min" and
// "Decoct 3.50 qt of mash and boil it" (the wording of its BeerXML exports; see the BeerSmith sample file
// in ../shared/interop-samples). On import they are said again in the brewer's units, with the same
// figures; any other description is the brewer's own words and is kept as written.
import type { DisplayUnits } from '../display-units';
import { convertFrom, formatQuantity } from '../quantities';

/** Litres in one of the volume units these directions use (a US quart is a quarter US gallon). */
const LITRES: Record<string, number> = {
  qt: convertFrom('volume', 1, 'gal') / 4,
  gal: convertFrom('volume', 1, 'gal'),
  l: 1,
};

const number = String.raw`(\d+(?:\.\d+)?)`;
const volume = String.raw`${number}\s*(qt|gal|l)`;
const degrees = String.raw`${number}\s*°?\s*([FC])`;

type Say = (
  litres: (i: number) => string,
  temperature: (i: number) => string,
  value: (i: number) => string,
) => string;

/** Each generated direction: its pattern and how it is said again. */
const DIRECTIONS: ReadonlyArray<[RegExp, Say]> = [
  [
    new RegExp(String.raw`^Add ${volume} of water at ${degrees}$`, 'i'),
    (litres, temperature) => `Add ${litres(1)} of water at ${temperature(3)}`,
  ],
  [
    new RegExp(String.raw`^Heat to ${degrees} over ${number} min$`, 'i'),
    (_, temperature, value) => `Heat to ${temperature(1)} over ${value(3)} min`,
  ],
  [
    new RegExp(String.raw`^Decoct ${volume} of mash and boil it$`, 'i'),
    (litres) => `Decoct ${litres(1)} of mash and boil it`,
  ],
];

/** `description` in the brewer's `units` when it is a direction another tool generated; else as it is. */
export function localStepDescription(
  description: string | null,
  units: Pick<DisplayUnits, 'volume' | 'temperature'>,
): string | null {
  const text = description?.trim() ?? '';
  for (const [pattern, say] of DIRECTIONS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const value = (i: number) => match[i]!;
    const litres = (i: number) =>
      formatQuantity('volume', Number(match[i]) * LITRES[match[i + 1]!.toLowerCase()]!, units.volume);
    const temperature = (i: number) => {
      const celsius =
        match[i + 1]!.toUpperCase() === 'F'
          ? convertFrom('temperature', Number(match[i]), 'F')
          : Number(match[i]);
      return formatQuantity('temperature', celsius, units.temperature);
    };
    return say(litres, temperature, value);
  }
  return description;
}
