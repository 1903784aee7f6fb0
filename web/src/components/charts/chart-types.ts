export type ChartKind = 'bar' | 'line' | 'area' | 'doughnut';

export interface ChartSeries {
  /** The series' name, shown in the legend and as the table's column header. */
  label: string;
  /** One value per label. */
  data: number[];
}
