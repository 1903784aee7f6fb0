import { ApiProperty } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsString,
  MaxLength,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';
import { XLSX_CELL_MAX } from '../../../common/spreadsheet';

export const EXPORT_MAX_COLUMNS = 200;
export const EXPORT_MAX_ROWS = 100_000;

type TableCell = string | number | boolean | null;

const isCell = (value: unknown): value is TableCell =>
  value === null ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.length <= XLSX_CELL_MAX);

/** Rows of at most EXPORT_MAX_COLUMNS cells, each text, a finite number, true/false or null. */
function IsTableRows(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isTableRows',
      validator: {
        validate: (value: unknown) =>
          Array.isArray(value) &&
          value.every(
            (row) =>
              Array.isArray(row) &&
              row.length <= EXPORT_MAX_COLUMNS &&
              (row as unknown[]).every(isCell),
          ),
        defaultMessage: () =>
          `rows must be lists of at most ${EXPORT_MAX_COLUMNS} cells, each text (${XLSX_CELL_MAX} characters at most), a number, true, false or null`,
      },
    },
    options,
  );
}

/** A table as a list shows it: the file's JSON part. */
export class ExportTableDto {
  /** Names the sheet (Excel's rules applied). */
  @IsString()
  @MaxLength(100)
  title!: string;

  @IsArray()
  @ArrayMaxSize(EXPORT_MAX_COLUMNS)
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  headers!: string[];

  @ApiProperty({
    type: 'array',
    items: {
      type: 'array',
      items: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] },
    },
  })
  @IsArray()
  @ArrayMaxSize(EXPORT_MAX_ROWS)
  @IsTableRows()
  rows!: TableCell[][];
}

/** The multipart request: the table as a JSON file (so that it is not held to the JSON body limit). */
export class ExportTableFormDto {
  @ApiProperty({
    type: 'string',
    format: 'binary',
    description:
      'JSON: {"title": string, "headers": string[], "rows": (string | number | boolean | null)[][]}; 20 MB',
  })
  table!: unknown;
}
