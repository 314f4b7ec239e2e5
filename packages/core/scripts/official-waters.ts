// The official water profiles: distilled water, historic waters of the classic brewing cities, and four
// style targets. Facts only, each with its source; the seed's README says how they were chosen.
//
// City waters: the figures (mg/L) compiled by Dave Draper, "Brewing Waters of the World" (1995,
// brewery.org/library/WaterProf.html), from the primary sources named per profile below. The compilation
// reports alkalinity as carbonate (CO₃²⁻, mg/L); it is given here as the bicarbonate (HCO₃⁻) of the same
// alkalinity, HCO₃ = CO₃ × 61.017 / 30.004 (equal milliequivalents; molar masses from IUPAC atomic
// weights), the unit later tables print. Historic profiles are averages of old reports and
// several do not balance (their cations and anions differ): they are targets to steer by, not waters to
// rebuild to the milligram.
import type { SeedBody } from './seed-mapping';

/** Bicarbonate of the same alkalinity as `carbonate` mg/L of CO₃²⁻. */
const bicarbonateOf = (carbonate: number) => Math.round((carbonate * 61.017) / 30.004);

interface Ions {
  calcium: number;
  magnesium: number;
  sodium: number;
  sulfate: number;
  chloride: number;
  bicarbonate: number;
}

function water(name: string, description: string, ions: Ions, notes: string | null = null): SeedBody {
  return { name, description, ...ions, ph: null, notes };
}

/** A city's water as the compilation lists it: Ca, CO₃, Cl, Mg, Na, SO₄ (its column order). */
function city(
  name: string,
  description: string,
  source: string,
  values: [number, number, number, number, number, number],
) {
  const [calcium, carbonate, chloride, magnesium, sodium, sulfate] = values;
  return water(
    name,
    description,
    { calcium, magnesium, sodium, sulfate, chloride, bicarbonate: bicarbonateOf(carbonate) },
    `Source: ${source}, as compiled by D. Draper, "Brewing Waters of the World" (1995); alkalinity reported as ${carbonate} mg/L carbonate.`,
  );
}

export const OFFICIAL_WATERS: SeedBody[] = [
  water(
    'Distilled or reverse osmosis water',
    'Water with (almost) no minerals: a blank to build a profile on with salts, or to dilute a hard water with.',
    { calcium: 0, magnesium: 0, sodium: 0, sulfate: 0, chloride: 0, bicarbonate: 0 },
  ),
  city(
    'Pilsen',
    'Very soft water: the pale Bohemian lagers.',
    'G. Noonan, Brewing Lager Beer (1986), p. 55',
    [7, 14, 5, 2, 2, 5],
  ),
  city(
    'Munich',
    'Moderately hard, alkaline water: dark lagers, Dunkel and Bock.',
    'G. Noonan, Brewing Lager Beer (1986), p. 55',
    [75, 148, 2, 18, 2, 10],
  ),
  city(
    'Dortmund',
    'Hard water with sulfate and chloride: Dortmunder Export.',
    'G. Noonan, Brewing Lager Beer (1986), p. 55',
    [225, 221, 60, 40, 60, 120],
  ),
  city(
    'Vienna',
    'Hard water: Vienna lager and Märzen. Its figures are widely doubted: they do not balance.',
    'G. Noonan, Brewing Lager Beer (1986), p. 55',
    [200, 118, 12, 60, 8, 125],
  ),
  city(
    'Burton upon Trent',
    'Very hard water rich in gypsum: English pale ale and IPA.',
    'J. S. Hough et al., Malting and Brewing Science, vol. 1, p. 206',
    [268, 275, 36, 62, 54, 638],
  ),
  city(
    'London',
    'Moderately hard, alkaline well water with sodium: porter, brown ale and mild.',
    'Westermann and Huige, in Fermentation Technology, p. 13 (London well water)',
    [52, 104, 34, 32, 86, 32],
  ),
  city(
    'Edinburgh',
    'Hard water: Scottish ales.',
    'Westermann and Huige, in Fermentation Technology, p. 13',
    [140, 140, 34, 60, 80, 96],
  ),
  city(
    'Dublin',
    'Alkaline water with calcium: dry stout.',
    'Wahl and Henius, American Handy Book of the Brewing, Malting and Auxiliary Trades (1902), vol. 2, p. 790',
    [119, 156, 19, 4, 12, 53],
  ),
  // Style targets: our own round figures inside the ranges Palmer and Kaminski recommend for brewing
  // water (Water: A Comprehensive Guide for Brewers, 2013: calcium 50-150 mg/L, magnesium 10-30,
  // sodium under 100, sulfate to chloride ratio by the beer's balance), with bicarbonate for the
  // alkalinity dark malts need.
  water(
    'Pale and hoppy',
    'A target for pale, hop-forward beers: calcium and sulfate for a dry, crisp bitterness, no alkalinity.',
    { calcium: 100, magnesium: 10, sodium: 10, sulfate: 250, chloride: 50, bicarbonate: 0 },
  ),
  water('Balanced', 'A target for amber beers: as much sulfate as chloride, a little alkalinity.', {
    calcium: 75,
    magnesium: 10,
    sodium: 15,
    sulfate: 90,
    chloride: 90,
    bicarbonate: 40,
  }),
  water('Malty', 'A target for malt-forward beers: more chloride than sulfate for a full, round malt.', {
    calcium: 60,
    magnesium: 10,
    sodium: 20,
    sulfate: 50,
    chloride: 110,
    bicarbonate: 60,
  }),
  water(
    'Dark',
    'A target for stouts, porters and dark lagers: alkalinity to balance the roasted malts’ acidity.',
    { calcium: 60, magnesium: 15, sodium: 30, sulfate: 60, chloride: 80, bicarbonate: 180 },
  ),
];
