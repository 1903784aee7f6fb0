export { RecordSelect, type RecordSelectProps } from './RecordSelect';
