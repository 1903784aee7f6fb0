import type { HTMLAttributes } from 'react';

/**
 * jsdom cannot draw on a canvas, so react-chartjs-2 is replaced in web tests by a canvas
 * that carries what it was given: its accessible name, and its data for assertions.
 */
export function Chart({
  type,
  data,
  role,
  'aria-label': ariaLabel,
}: HTMLAttributes<HTMLCanvasElement> & {
  type: string;
  data: { labels?: unknown[]; datasets: { label?: string; data: unknown[] }[] };
}) {
  return (
    <canvas
      role={role}
      aria-label={ariaLabel}
      data-type={type}
      data-labels={JSON.stringify(data.labels ?? [])}
      data-series={JSON.stringify(data.datasets.map((set) => set.data))}
    />
  );
}
