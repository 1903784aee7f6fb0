export { PeriodPicker } from './PeriodPicker';
export { usePeriodParams } from './usePeriodParams';
export { DEFAULT_PERIOD, type PeriodPreset, type PeriodQuery, PERIOD_PRESETS } from './period';
