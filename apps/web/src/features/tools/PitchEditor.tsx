// The pitch's fields, for the Tools page's calculator and the batch's pitch section alike: the rate
// (ale, hybrid or lager, or the brewer's own), the packs (a liquid pack with its production date, dry
// yeast in grams, slurry in millilitres) and up to five starter steps, each with the cells it ends with.
import { PITCH_RATES, type PitchRateKind, STARTER_AGITATIONS, type StarterAgitation } from '@wortsmith/core';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { useQuantities } from '../../lib/preferences';
import {
  AGITATION_LABELS,
  newPack,
  newStep,
  PACK_FORM_LABELS,
  PACK_UNITS,
  type PackTexts,
  type PitchTexts,
  rateKind,
  type StepTexts,
  viabilityText,
} from './pitch-texts';
import { ToolField } from './ToolParts';
import styles from './Tools.module.css';
import { cellsText } from './tool-text';

/** The most starter steps a pitch takes (the batch body's limit). */
export const MAX_STARTER_STEPS = 5;
/** The most packs a pitch takes (the batch body's limit). */
export const MAX_PACKS = 20;

const RATE_LABELS: Record<PitchRateKind, string> = { ale: 'Ale', hybrid: 'Hybrid', lager: 'Lager' };

/** Props of PitchEditor. */
export interface PitchEditorProps {
  /** Prefix of the fields' ids (unique on the page). */
  idPrefix: string;
  value: PitchTexts;
  onChange: (next: PitchTexts) => void;
  /** The day the yeast is pitched (a liquid pack's age). */
  today: string;
  /** Billion cells after each starter step. */
  afterSteps: readonly number[];
  /** The message of a field, by its path in the pitch ("packs.0.amount"). */
  errorOf?: (path: string) => string | undefined;
}

/** The rate, packs and starter steps of a pitch. */
export function PitchEditor({ idPrefix, value, onChange, today, afterSteps, errorOf }: PitchEditorProps) {
  const q = useQuantities();
  const kind = rateKind(value.rate);
  const editPack = (index: number, change: Partial<PackTexts>) =>
    onChange({ ...value, packs: value.packs.map((p, i) => (i === index ? { ...p, ...change } : p)) });
  const editStep = (index: number, change: Partial<StepTexts>) =>
    onChange({
      ...value,
      starterSteps: value.starterSteps.map((s, i) => (i === index ? { ...s, ...change } : s)),
    });
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <>
      <div className={styles.grid}>
        <SelectField
          id={id('kind')}
          label="Fermentation"
          value={kind ?? ''}
          onChange={(event) => {
            const chosen = event.target.value as PitchRateKind | '';
            if (chosen) onChange({ ...value, rate: String(PITCH_RATES[chosen]) });
          }}
        >
          {(Object.keys(PITCH_RATES) as PitchRateKind[]).map((k) => (
            <option key={k} value={k}>
              {RATE_LABELS[k]} ({PITCH_RATES[k]})
            </option>
          ))}
          <option value="">Your own rate</option>
        </SelectField>
        <ToolField
          id={id('rate')}
          label="Pitch rate (million cells per mL per °P)"
          value={value.rate}
          error={errorOf?.('rate')}
          onChange={(rate) => onChange({ ...value, rate })}
        />
      </div>

      <h3>Yeast</h3>
      {value.packs.map((pack, index) => (
        <fieldset key={pack.key} className={styles.entry}>
          <legend>Pack {index + 1}</legend>
          <SelectField
            id={id(`pack-${index}-form`)}
            label="Form"
            value={pack.form}
            onChange={(event) => {
              const form = event.target.value as PackTexts['form'];
              editPack(index, { ...newPack(form, today), key: pack.key });
            }}
          >
            {(Object.keys(PACK_FORM_LABELS) as PackTexts['form'][]).map((form) => (
              <option key={form} value={form}>
                {PACK_FORM_LABELS[form]}
              </option>
            ))}
          </SelectField>
          <ToolField
            id={id(`pack-${index}-amount`)}
            label={`Amount (${PACK_UNITS[pack.form]})`}
            value={pack.amount}
            error={errorOf?.(`packs.${index}.amount`)}
            onChange={(amount) => editPack(index, { amount })}
          />
          {pack.form === 'liquid' && (
            <ToolField
              id={id(`pack-${index}-date`)}
              label="Production date"
              type="date"
              value={pack.productionDate}
              hint={viabilityText(pack.productionDate, today)}
              error={errorOf?.(`packs.${index}.productionDate`)}
              onChange={(productionDate) => editPack(index, { productionDate })}
            />
          )}
          <div className={styles.actions}>
            <Button
              variant="ghost"
              aria-label={`Remove pack ${index + 1}`}
              onClick={() => onChange({ ...value, packs: value.packs.filter((_, i) => i !== index) })}
            >
              Remove
            </Button>
          </div>
        </fieldset>
      ))}
      {value.packs.length < MAX_PACKS && (
        <Button
          variant="secondary"
          onClick={() => onChange({ ...value, packs: [...value.packs, newPack('liquid', today)] })}
        >
          Add a pack
        </Button>
      )}

      <h3>Starter</h3>
      {value.starterSteps.length === 0 && (
        <p className={styles.waiting}>No starter: the packs go in as they are.</p>
      )}
      {value.starterSteps.map((step, index) => (
        <fieldset key={step.key} className={styles.entry}>
          <legend>Step {index + 1}</legend>
          <ToolField
            id={id(`step-${index}-volume`)}
            label={`Volume (${q.symbol('volume')})`}
            value={step.volume}
            error={errorOf?.(`starterSteps.${index}.volume`)}
            onChange={(volume) => editStep(index, { volume })}
          />
          <ToolField
            id={id(`step-${index}-gravity`)}
            label={`Gravity (${q.symbol('gravity')})`}
            value={step.gravity}
            error={errorOf?.(`starterSteps.${index}.gravity`)}
            onChange={(gravity) => editStep(index, { gravity })}
          />
          <SelectField
            id={id(`step-${index}-agitation`)}
            label="Agitation"
            value={step.agitation}
            onChange={(event) => editStep(index, { agitation: event.target.value as StarterAgitation })}
          >
            {STARTER_AGITATIONS.map((agitation) => (
              <option key={agitation} value={agitation}>
                {AGITATION_LABELS[agitation]}
              </option>
            ))}
          </SelectField>
          <div className={styles.actions}>
            <Button
              variant="ghost"
              aria-label={`Remove step ${index + 1}`}
              onClick={() =>
                onChange({ ...value, starterSteps: value.starterSteps.filter((_, i) => i !== index) })
              }
            >
              Remove
            </Button>
          </div>
          {afterSteps[index] !== undefined && (
            <p className={styles.stepCells}>{cellsText(afterSteps[index])} cells after it</p>
          )}
        </fieldset>
      ))}
      {value.starterSteps.length < MAX_STARTER_STEPS && (
        <Button
          variant="secondary"
          onClick={() =>
            onChange({
              ...value,
              starterSteps: [...value.starterSteps, newStep(q)],
            })
          }
        >
          Add a starter step
        </Button>
      )}
    </>
  );
}
