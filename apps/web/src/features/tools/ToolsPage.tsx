// /Tools: the brewing calculators on their own, each working out its results as the brewer types, in
// the brewer's units (Settings), each naming its source: carbonation and priming, pitch rate and
// starter, refractometer, hydrometer temperature correction, and brew-day corrections. The batch screen
// uses the same rules on a batch's own figures.
import { PageHeader } from '../../components/PageHeader';
import { BrewDayTool } from './BrewDayTool';
import { CarbonationTool } from './CarbonationTool';
import { HydrometerTool } from './HydrometerTool';
import { PitchTool } from './PitchTool';
import { RefractometerTool } from './RefractometerTool';
import styles from './Tools.module.css';

/** The calculators, in page order: their card ids and titles for the jump links. */
const TOOLS = [
  { id: 'carbonation', title: 'Carbonation and priming' },
  { id: 'pitch', title: 'Pitch rate and starter' },
  { id: 'refractometer', title: 'Refractometer' },
  { id: 'hydrometer', title: 'Hydrometer correction' },
  { id: 'brew-day', title: 'Brew-day corrections' },
] as const;

/** The Tools screen. */
export function ToolsPage() {
  return (
    <>
      <PageHeader title="Brewing tools" />
      <p className={styles.intro}>
        Calculators for the brew day and the bottling day. Results follow what you type, in the units of your
        Settings.
      </p>
      <nav aria-label="Calculators">
        <ul className={styles.jump}>
          {TOOLS.map((tool) => (
            <li key={tool.id}>
              <a href={`#${tool.id}`}>{tool.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <CarbonationTool />
      <PitchTool />
      <RefractometerTool />
      <HydrometerTool />
      <BrewDayTool />
    </>
  );
}
