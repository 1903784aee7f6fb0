import type { ChartData, ChartOptions, ChartType } from 'chart.js';
import { Chart as ReactChart } from 'react-chartjs-2';
import './chart-registry';
// Types only: nothing of ChartFigure's modules may end up in this chunk's imports.
import type { ChartPalette } from './chart-theme';
import { type ChartKind, type ChartSeries, holdsWholeNumbers } from './chart-types';

export interface ChartCanvasProps {
  /** The page's colours, read by ChartFigure. */
  palette: ChartPalette;
  kind: ChartKind;
  labels: string[];
  series: ChartSeries[];
  label: string;
  formatValue: (value: number) => string;
  horizontal?: boolean;
  stacked?: boolean;
  zeroBased?: boolean;
  onPick?: (index: number) => void;
}

function withAlpha(colour: string, alpha: string): string {
  return /^#[0-9a-f]{6}$/i.test(colour) ? `${colour}${alpha}` : colour;
}

/** The drawing itself: Chart.js on a canvas, in the page's colours. Loaded on demand. */
export default function ChartCanvas({
  palette,
  kind,
  labels,
  series,
  label,
  formatValue,
  horizontal = false,
  stacked = false,
  zeroBased = true,
  onPick,
}: ChartCanvasProps) {
  const round = kind === 'doughnut';
  const type: ChartType = kind === 'area' ? 'line' : kind;
  const data: ChartData = {
    labels,
    datasets: series.map((entry, index) => {
      const colour = palette.series[index % palette.series.length];
      return {
        label: entry.label,
        data: entry.data,
        backgroundColor: round
          ? labels.map((_, at) => palette.series[at % palette.series.length])
          : kind === 'area'
            ? withAlpha(colour, '33')
            : colour,
        borderColor: round ? 'transparent' : colour,
        fill: kind === 'area',
        tension: 0.3,
        borderRadius: kind === 'bar' ? 4 : 0,
        maxBarThickness: 56,
        pointRadius: kind === 'bar' || round ? undefined : 2,
      };
    }),
  };
  const axis = {
    ticks: { color: palette.text },
    grid: { color: palette.grid },
    border: { color: palette.grid },
    stacked,
  };
  const valueAxis = {
    ...axis,
    beginAtZero: zeroBased,
    ticks: {
      ...axis.ticks,
      callback: (value: number | string) => formatValue(Number(value)),
      ...(holdsWholeNumbers(series) ? { precision: 0 } : {}),
    },
  };
  const options: ChartOptions = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    indexAxis: horizontal ? 'y' : 'x',
    onClick: onPick
      ? (_event, elements) => {
          if (elements[0]) onPick(elements[0].index);
        }
      : undefined,
    onHover: onPick
      ? (event, elements) => {
          const canvas = event.native?.target as HTMLCanvasElement | undefined;
          if (canvas) canvas.style.cursor = elements.length ? 'pointer' : 'default';
        }
      : undefined,
    plugins: {
      legend: {
        display: round || series.length > 1,
        position: 'bottom',
        labels: { color: palette.text, boxWidth: 12 },
      },
      tooltip: {
        callbacks: {
          // The series' own label, not the item's dataset: typing that across every chart
          // type cost tsc some ten seconds.
          label: (item: { datasetIndex: number; raw: unknown }) =>
            `${series[item.datasetIndex]?.label ?? ''}: ${formatValue(Number(item.raw))}`,
        },
      },
    },
    scales: round ? {} : horizontal ? { x: valueAxis, y: axis } : { x: axis, y: valueAxis },
  };
  return <ReactChart type={type} data={data} options={options} role="img" aria-label={label} />;
}
