// The fermentation chart (uPlot, in its own lazy chunk so no screen's chunk carries it): gravity and
// temperature over time on two axes in the brewer's units, the planned FG as a dashed line, and with a
// fermentation plan its planned temperature as a dashed line and each dry hop as a marker on its day.
import { type BatchReading, readText } from '@wortsmith/core';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useQuantities } from '../../lib/preferences';
import type { ChartPlan } from './batch-plan';

/** Props of ReadingsChart. */
export interface ReadingsChartProps {
  readings: BatchReading[];
  plannedFg: number;
  plan?: ChartPlan | null;
}

const HEIGHT = 300;
const PLAN_COLOUR = '#6b3fa0';
const DRY_HOP_COLOUR = '#2f6b2f';

/** One moment of the chart: a reading, a corner of the planned line, or a dry hop's day. */
interface Row {
  time: number;
  gravity: number | null;
  temperature: number | null;
  planned: number | null;
}

/**
 * The chart's moments in time order: the readings, the plan's corners (a jump is two on the same
 * second, drawn as a vertical step) and the dry hops' days (so the time axis reaches them).
 */
function chartRows(readings: readonly BatchReading[], plan: ChartPlan | null | undefined): Row[] {
  const rows: Row[] = readings.map((r) => ({
    time: Date.parse(r.time) / 1000,
    gravity: r.gravity,
    temperature: r.temperature,
    planned: null,
  }));
  for (const point of plan?.line ?? [])
    rows.push({ time: point.time, gravity: null, temperature: null, planned: point.temperature });
  for (const hop of plan?.dryHops ?? [])
    rows.push({ time: hop.time, gravity: null, temperature: null, planned: null });
  // A stable sort keeps a jump's two corners in the plan's order.
  return rows.sort((a, b) => a.time - b.time);
}

/** A uPlot hook drawing each dry hop as a dashed vertical line with its name at the top. */
function dryHopMarkers(plan: ChartPlan | null | undefined) {
  return (u: uPlot) => {
    const hops = plan?.dryHops ?? [];
    if (hops.length === 0) return;
    const { ctx } = u;
    const { top, height } = u.bbox;
    ctx.save();
    ctx.strokeStyle = DRY_HOP_COLOUR;
    ctx.fillStyle = DRY_HOP_COLOUR;
    ctx.lineWidth = uPlot.pxRatio;
    ctx.setLineDash([3 * uPlot.pxRatio, 3 * uPlot.pxRatio]);
    ctx.font = `${11 * uPlot.pxRatio}px system-ui, sans-serif`;
    ctx.textBaseline = 'top';
    for (const [i, hop] of hops.entries()) {
      const x = Math.round(u.valToPos(hop.time, 'x', true));
      ctx.beginPath();
      ctx.moveTo(x, top);
      ctx.lineTo(x, top + height);
      ctx.stroke();
      // Names of dry hops close together step down so they do not overlap.
      ctx.fillText(`Dry hop: ${hop.name}`, x + 3 * uPlot.pxRatio, top + (2 + 14 * (i % 3)) * uPlot.pxRatio);
    }
    ctx.restore();
  };
}

/** Gravity and temperature of `readings` (in time order) with the planned FG. */
export function ReadingsChart({ readings, plannedFg, plan }: ReadingsChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const q = useQuantities();
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const rows = chartRows(readings, plan);
    const times = rows.map((r) => r.time);
    const sg = (value: number | null) => (value === null ? null : q.convert('gravity', value));
    const celsius = (value: number | null) => (value === null ? null : q.convert('temperature', value));
    const data: uPlot.AlignedData = [
      times,
      rows.map((r) => sg(r.gravity)),
      rows.map((r) => celsius(r.temperature)),
      rows.map(() => sg(plannedFg)),
      // The planned line only with a plan: a series hidden in the legend reads too faint to be read.
      ...(plan ? [rows.map((r) => celsius(r.planned))] : []),
    ];
    const decimals = q.decimals('gravity');
    const gravity = (_u: uPlot, value: number | null) => (value === null ? '—' : value.toFixed(decimals));
    const gravityUnit = q.symbol('gravity');
    const temperatureUnit = q.symbol('temperature');
    const chart = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: HEIGHT,
        scales: {
          // One reading alone spans a day around it, not years.
          x:
            times.length === 1
              ? { time: true, range: [times[0]! - 43_200, times[0]! + 43_200] }
              : { time: true },
          sg: { auto: true },
          temp: { auto: true },
        },
        series: [
          {},
          {
            label: `Gravity (${gravityUnit})`,
            scale: 'sg',
            stroke: '#94480f',
            width: 2,
            value: gravity,
            spanGaps: true,
          },
          {
            label: `Temperature (${temperatureUnit})`,
            scale: 'temp',
            stroke: '#1b5fa8',
            width: 1.5,
            // At the step a brewer reads a temperature: 0.5 °C or 1 °F.
            value: (_u, v) => (v === null ? '—' : readText('temperature', q.units.temperature, v)),
            spanGaps: true,
          },
          {
            label: 'Planned FG',
            scale: 'sg',
            stroke: '#2f6b2f',
            dash: [6, 4],
            value: gravity,
            points: { show: false },
          },
          ...(plan
            ? [
                {
                  label: `Planned temperature (${temperatureUnit})`,
                  scale: 'temp',
                  stroke: PLAN_COLOUR,
                  width: 1.5,
                  dash: [6, 4],
                  value: (_u: uPlot, v: number | null) =>
                    v === null ? '—' : readText('temperature', q.units.temperature, v),
                  points: { show: false },
                  spanGaps: true,
                },
              ]
            : []),
        ],
        hooks: { draw: [dryHopMarkers(plan)] },
        axes: [
          {},
          { scale: 'sg', values: (_u, values) => values.map((v) => v.toFixed(decimals)), size: 60 },
          {
            scale: 'temp',
            side: 1,
            size: 64,
            grid: { show: false },
            values: (_u, values) => values.map((v) => `${v} ${temperatureUnit}`),
          },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(280, element.clientWidth), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [readings, plannedFg, plan, q]);
  return (
    <div
      ref={box}
      role="img"
      aria-label={[
        `Fermentation chart: ${readings.length} readings of gravity and temperature, planned FG ${q.format('gravity', plannedFg)}`,
        plan &&
          `planned temperature ${plan.line
            .map((p) => q.format('temperature', p.temperature))
            .filter((t, i, all) => t !== all[i - 1])
            .join(' to ')} over ${plan.steps.length} ${plan.steps.length === 1 ? 'step' : 'steps'}`,
        plan && plan.dryHops.length > 0 && `dry hops on day ${plan.dryHops.map((h) => h.planDay).join(', ')}`,
      ]
        .filter(Boolean)
        .join(', ')}
    />
  );
}
