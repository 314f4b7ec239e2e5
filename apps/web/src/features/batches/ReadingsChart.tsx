// The fermentation chart (uPlot, in its own lazy chunk so no screen's chunk carries it): gravity and
// temperature over time on two axes in the brewer's units, and the planned FG as a dashed line.
import { type BatchReading, readText } from '@wortsmith/core';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useQuantities } from '../../lib/preferences';

/** Props of ReadingsChart. */
export interface ReadingsChartProps {
  readings: BatchReading[];
  plannedFg: number;
}

const HEIGHT = 300;

/** Gravity and temperature of `readings` (in time order) with the planned FG. */
export function ReadingsChart({ readings, plannedFg }: ReadingsChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const q = useQuantities();
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const times = readings.map((r) => Date.parse(r.time) / 1000);
    const sg = (value: number | null) => (value === null ? null : q.convert('gravity', value));
    const celsius = (value: number | null) => (value === null ? null : q.convert('temperature', value));
    const data: uPlot.AlignedData = [
      times,
      readings.map((r) => sg(r.gravity)),
      readings.map((r) => celsius(r.temperature)),
      readings.map(() => sg(plannedFg)),
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
        ],
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
  }, [readings, plannedFg, q]);
  return (
    <div
      ref={box}
      role="img"
      aria-label={`Fermentation chart: ${readings.length} readings of gravity and temperature, planned FG ${q.format('gravity', plannedFg)}`}
    />
  );
}
