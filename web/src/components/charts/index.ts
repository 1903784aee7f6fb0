export { ChartFigure, type ChartFigureProps } from './ChartFigure';
export type { ChartKind, ChartSeries } from './chart-types';
