// The right panel of the recipe screen (SPEC §2.7): the six figures, each with the style's range in
// brackets and a bar whose marker is black inside the range, red outside and never past the bar's ends.
// A value outside the range is coloured and says "high" or "low" with an arrow (not colour alone).
import {
  type BeerStyle,
  DEFAULT_DISPLAY_UNITS,
  type DisplayUnits,
  displayedFigure,
  FIGURE_HELP,
  FIGURE_KEYS,
  type FigureKey,
  type FiguresYeastInput,
  fgUnknownReason,
  type MethodFiguresInput,
  type RecipeFigures,
  YEAST_FIGURES,
} from '@wortsmith/core';
import { memo } from 'react';
import { InfoHint } from '../../../../components/InfoHint';
import { useDisplayUnits } from '../../../../lib/preferences';
import styles from './FiguresPanel.module.css';
import { MethodSwitch } from './MethodSwitch';

/** Marker colour outside the style's range (SPEC §2.7: red). */
export const MARKER_OUT = 'rgb(200, 16, 16)';
/** Marker colour inside the range, or without one (SPEC §2.7: black). */
export const MARKER_IN = 'rgb(0, 0, 0)';

/** Props of one figure line. */
export interface FigureLineProps {
  figure: FigureKey;
  value: number;
  style: BeerStyle | undefined;
  /** The user's units (OG and FG in SG or °P, colour in EBC or SRM); the canonical ones by default. */
  units?: DisplayUnits;
  /** Why the figure is not known yet ("Not known until a yeast is chosen"): shown instead of it. */
  unknown?: string | null;
}

/** One figure: label, value, range and bar. */
export const FigureLine = memo(function FigureLine({
  figure,
  value,
  style,
  units = DEFAULT_DISPLAY_UNITS,
  unknown = null,
}: FigureLineProps) {
  if (unknown)
    return <UnknownFigureLine figure={figure} value={value} style={style} units={units} reason={unknown} />;
  const shown = displayedFigure(figure, value, style, units);
  const { position, inRange, range, rangeText } = shown;
  const scale = { label: shown.label, min: shown.min, max: shown.max };
  const scaleSpan = scale.max - scale.min;
  const band = range
    ? {
        left: `${Math.max(0, Math.min(1, (range.min - scale.min) / scaleSpan)) * 100}%`,
        right: `${(1 - Math.max(0, Math.min(1, (range.max - scale.min) / scaleSpan))) * 100}%`,
      }
    : null;
  const state = inRange === false ? 'out' : inRange === true ? 'in' : 'none';
  const side = state === 'out' && range ? (shown.value > range.max ? 'high' : 'low') : null;
  return (
    <div className={styles.figure} data-figure={figure}>
      <div className={styles.head}>
        <span className={styles.label}>
          {scale.label}
          <InfoHint subject={scale.label} text={FIGURE_HELP[figure]} />
        </span>
        <span className={styles.value} data-state={state} data-testid={`figure-${figure}`}>
          {shown.text}
        </span>
        {side && (
          <span className={styles.flag}>
            <span aria-hidden="true">{side === 'high' ? '▲' : '▼'}</span> {side}
          </span>
        )}
        {rangeText && <span className={styles.range}>{rangeText}</span>}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot draw the style's range band and marker */}
      <div
        className={styles.bar}
        role="meter"
        aria-label={`${scale.label} ${rangeText ? `, style range ${rangeText}` : ''}`.trim()}
        aria-valuemin={scale.min}
        aria-valuemax={scale.max}
        aria-valuenow={Math.min(scale.max, Math.max(scale.min, shown.value))}
        aria-valuetext={`${shown.text}${state === 'out' ? ', outside the style range' : state === 'in' ? ', within the style range' : ''}`}
      >
        {band && <span className={styles.band} style={band} />}
        <span
          className={styles.marker}
          data-state={state}
          data-position={position}
          style={{
            left: `calc((100% - var(--marker-width)) * ${position})`,
            background: state === 'out' ? MARKER_OUT : MARKER_IN,
          }}
        />
      </div>
    </div>
  );
});

/**
 * A figure not known yet: its label, a dash, the reason and the style's range, over an empty bar (no
 * marker, no "high" or "low": SPEC §9's placeholder value is not shown).
 */
function UnknownFigureLine({
  figure,
  value,
  style,
  units,
  reason,
}: Required<Omit<FigureLineProps, 'unknown'>> & { reason: string }) {
  const { label, rangeText } = displayedFigure(figure, value, style, units);
  return (
    <div className={styles.figure} data-figure={figure}>
      <div className={styles.head}>
        <span className={styles.label}>
          {label}
          <InfoHint subject={label} text={FIGURE_HELP[figure]} />
        </span>
        <span className={styles.value} data-state="unknown" data-testid={`figure-${figure}`}>
          <span aria-hidden="true">—</span>
          <span className={styles.reason}>{reason}</span>
        </span>
        {rangeText && <span className={styles.range}>{rangeText}</span>}
      </div>
      <div className={styles.bar} aria-hidden="true" />
    </div>
  );
}

/** Props of the figures panel. */
export interface FiguresPanelProps {
  figures: RecipeFigures;
  style: BeerStyle | undefined;
  /** The recipe as the figures read it: with it, the methods in use are shown and switched in place. */
  input?: MethodFiguresInput;
  /** The recipe's yeasts: without one of known attenuation, FG and ABV say they wait for it. */
  yeasts?: readonly FiguresYeastInput[];
}

/** The six figures of SPEC §2.7 against the chosen style. */
export const FiguresPanel = memo(function FiguresPanel({ figures, style, input, yeasts }: FiguresPanelProps) {
  const units = useDisplayUnits();
  const waiting = yeasts ? fgUnknownReason(yeasts) : null;
  return (
    <section className={styles.panel} aria-label="Recipe figures">
      <h2 className={styles.title}>
        Figures
        {style && <span className={styles.styleName}>{style.name}</span>}
      </h2>
      <div className={styles.list}>
        {FIGURE_KEYS.map((key) => (
          <FigureLine
            key={key}
            figure={key}
            value={figures[key]}
            style={style}
            units={units}
            unknown={YEAST_FIGURES.includes(key) ? waiting : null}
          />
        ))}
      </div>
      {input && <MethodSwitch input={input} figures={figures} style={style} />}
    </section>
  );
});
