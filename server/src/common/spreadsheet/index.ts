export { CSV_CONTENT_TYPE, csvCell, type CsvValue, toCsv } from './csv-write';
export {
  cellText,
  decodeText,
  readSpreadsheet,
  sniffDelimiter,
  sniffSpreadsheet,
  type Spreadsheet,
  SpreadsheetError,
  type SpreadsheetFormat,
  type SpreadsheetLimits,
  type SpreadsheetRow,
} from './spreadsheet-read';
export {
  sheetName,
  type SheetSpec,
  type WorkbookSpec,
  writeWorkbook,
  XLSX_CELL_MAX,
  XLSX_CONTENT_TYPE,
  type XlsxValue,
} from './xlsx-write';
export { zipUnpackedSize } from './zip-size';
