import { ApiPropertyOptional } from '@nestjs/swagger';

/** Where a page sits in the whole filtered list (the inventory's shape). */
export class PaginationDto {
  /** Records matching the query, on every page together. */
  length!: number;

  /** Records per page. */
  size!: number;

  /** This page, 1-based. */
  page!: number;

  /** The last page that holds records (1 for an empty list). */
  lastPage!: number;

  @ApiPropertyOptional({
    description: '0-based index of the first record; absent past the last page',
  })
  startIndex?: number;

  @ApiPropertyOptional({
    description: '0-based index of the last record; absent past the last page',
  })
  endIndex?: number;
}
