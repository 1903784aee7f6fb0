import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import Pagination from 'react-bootstrap/Pagination';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../lib/format';
import { PAGE_SIZES } from './list-params';

export interface PaginationInfo {
  length: number;
  size: number;
  page: number;
  lastPage: number;
  startIndex?: number;
  endIndex?: number;
}

/** Page numbers to show: the first, the last and a window around the current one. */
export function pageWindow(page: number, lastPage: number, around = 1): (number | 'gap')[] {
  const pages = new Set([1, lastPage]);
  for (let number = page - around; number <= page + around; number += 1) {
    if (number >= 1 && number <= lastPage) pages.add(number);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  sorted.forEach((number, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && number - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && number - previous > 2) result.push('gap');
    result.push(number);
  });
  return result;
}

export interface TablePaginationProps {
  pagination: PaginationInfo;
  onPage: (page: number) => void;
  onSize?: (size: number) => void;
  sizes?: readonly number[];
  className?: string;
}

/** "11–20 of 57", page numbers and the page-size selector. */
export function TablePagination({
  pagination,
  onPage,
  onSize,
  sizes = PAGE_SIZES,
  className,
}: TablePaginationProps) {
  const { t, i18n } = useTranslation();
  const sizeId = useId();
  const number = numberFormat(i18n.language);
  const { page, lastPage, length } = pagination;
  const from = pagination.startIndex === undefined ? 0 : pagination.startIndex + 1;
  const to = pagination.endIndex === undefined ? 0 : pagination.endIndex + 1;
  return (
    <div
      className={[
        'data-table-pagination d-flex flex-wrap align-items-center gap-2 gap-md-3',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="small text-body-secondary me-auto" aria-live="polite">
        {length === 0
          ? t('dataTable.rangeEmpty')
          : t('dataTable.range', {
              from: number.format(from),
              to: number.format(to),
              total: number.format(length),
            })}
      </div>
      {onSize && (
        <Form.Group className="d-flex align-items-center gap-2" controlId={sizeId}>
          <Form.Label className="small text-body-secondary mb-0 text-nowrap">
            {t('dataTable.pageSize')}
          </Form.Label>
          <Form.Select
            size="sm"
            value={pagination.size}
            onChange={(event) => onSize(Number(event.target.value))}
            className="w-auto"
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      {lastPage > 1 && (
        <nav aria-label={t('dataTable.pages')}>
          <Pagination size="sm" className="mb-0">
            {/* Pagination.Prev and Next say "Previous" and "Next" in English to a screen
                reader, and their label goes on a span once disabled: the words are ours. */}
            <Pagination.Item disabled={page <= 1} onClick={() => onPage(page - 1)}>
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{t('dataTable.previousPage')}</span>
            </Pagination.Item>
            {pageWindow(Math.min(page, lastPage), lastPage).map((item, index) =>
              item === 'gap' ? (
                <Pagination.Ellipsis key={`gap-${index}`} disabled />
              ) : (
                <Pagination.Item
                  key={item}
                  active={item === page}
                  onClick={() => onPage(item)}
                  aria-label={t('dataTable.page', { page: item })}
                  aria-current={item === page ? 'page' : undefined}
                  // aria-current says it; Bootstrap's "(current)" would say it in English.
                  activeLabel=""
                >
                  {item}
                </Pagination.Item>
              ),
            )}
            <Pagination.Item disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{t('dataTable.nextPage')}</span>
            </Pagination.Item>
          </Pagination>
        </nav>
      )}
    </div>
  );
}
