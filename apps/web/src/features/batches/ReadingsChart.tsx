// The fermentation chart (uPlot, in its own lazy chunk so only the batch screen loads it): gravity and
// temperature over time on two axes, and the planned FG as a dashed line.
import type { BatchReading } from '@wortsmith/core';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** Props of ReadingsChart. */
export interface ReadingsChartProps {
  readings: BatchReading[];
  plannedFg: number;
}

const HEIGHT = 300;

/** Gravity and temperature of `readings` (in time order) with the planned FG. */
export function ReadingsChart({ readings, plannedFg }: ReadingsChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const times = readings.map((r) => Date.parse(r.time) / 1000);
    const data: uPlot.AlignedData = [
      times,
      readings.map((r) => r.gravity),
      readings.map((r) => r.temperature),
      readings.map(() => plannedFg),
    ];
    const gravity = (_u: uPlot, value: number | null) => (value === null ? '—' : value.toFixed(3));
    const chart = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: HEIGHT,
        scales: { x: { time: true }, sg: { auto: true }, temp: { auto: true } },
        series: [
          {},
          { label: 'Gravity (SG)', scale: 'sg', stroke: '#94480f', width: 2, value: gravity, spanGaps: true },
          {
            label: 'Temperature (°C)',
            scale: 'temp',
            stroke: '#1b5fa8',
            width: 1.5,
            value: (_u, v) => (v === null ? '—' : v.toFixed(1)),
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
          { scale: 'sg', values: (_u, values) => values.map((v) => v.toFixed(3)), size: 60 },
          {
            scale: 'temp',
            side: 1,
            size: 64,
            grid: { show: false },
            values: (_u, values) => values.map((v) => `${v} °C`),
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
  }, [readings, plannedFg]);
  return (
    <div
      ref={box}
      role="img"
      aria-label={`Fermentation chart: ${readings.length} readings of gravity and temperature, planned FG ${plannedFg.toFixed(3)}`}
    />
  );
}
