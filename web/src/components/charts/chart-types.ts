export type ChartKind = 'bar' | 'line' | 'area' | 'doughnut';

export interface ChartSeries {
  /** The series' name, shown in the legend and as the table's column header. */
  label: string;
  /** One value per label. */
  data: number[];
}

/**
 * Whether every value is a whole number (counts: applications, hires): the value axis then
 * marks whole numbers only, where Chart.js would mark 0.1, 0.2... of an application when
 * the counts are small.
 */
export function holdsWholeNumbers(series: readonly ChartSeries[]): boolean {
  return series.every((entry) => entry.data.every((value) => Number.isInteger(value)));
}
