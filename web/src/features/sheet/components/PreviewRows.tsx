import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { TablePagination } from '../../../components/data-table';
import { type Import, type ImportRow, importRowsQuery, type RowStatus } from '../api/imports';
import { fieldLabelKey, ROW_STATUSES, STATUS_VARIANT } from '../lib/sheet-fields';

const SIZES = [25, 50, 100] as const;

/** A row's errors, one entry per field (in the order they came), its messages together. */
function byField(errors: ImportRow['errors']) {
  const groups = new Map<string | null, string[]>();
  for (const error of errors) {
    const messages = groups.get(error.field) ?? [];
    messages.push(error.message);
    groups.set(error.field, messages);
  }
  return [...groups].map(([field, messages]) => ({ field, messages }));
}

/** The previewed rows a page at a time: what each will do, and every error it has. */
export function PreviewRows({ upload }: { upload: Import }) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<RowStatus | ''>(
    (upload.summary?.invalid ?? 0) > 0 ? 'invalid' : '',
  );
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(25);
  const rows = useQuery(
    importRowsQuery(
      upload.id,
      { page, size, ...(status ? { status } : {}) },
      upload.summary !== null,
    ),
  );
  const mapped = upload.mapping.filter((choice) => choice.column !== null);
  const label = (field: string) => t(fieldLabelKey(upload.kind, field));

  return (
    <div className="mt-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <Form.Label htmlFor="sheet-rows-status" className="mb-0 small">
          {t('sheet.preview.filter')}
        </Form.Label>
        <Form.Select
          id="sheet-rows-status"
          size="sm"
          className="w-auto"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as RowStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t('sheet.preview.all')}</option>
          {ROW_STATUSES.map((one) => (
            <option key={one} value={one}>
              {t(`sheet.preview.only.${one}`)}
            </option>
          ))}
        </Form.Select>
      </div>
      {rows.isError ? (
        <ErrorAlert
          error={rows.error}
          title={t('sheet.preview.loadFailed')}
          onRetry={() => void rows.refetch()}
          retrying={rows.isFetching}
        />
      ) : (
        <div
          className="table-responsive border rounded sheet-rows"
          // Scrolls both ways on its own: reachable by keyboard to scroll it.
          tabIndex={0}
          role="region"
          aria-label={t('sheet.preview.caption')}
        >
          <Table
            size="sm"
            className={`mb-0 align-top small${rows.isFetching ? ' opacity-75' : ''}`}
            aria-busy={rows.isFetching}
          >
            <caption className="visually-hidden">{t('sheet.preview.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className="text-end">
                  {t('sheet.preview.row')}
                </th>
                <th scope="col">{t('sheet.preview.result')}</th>
                <th scope="col" className="sheet-rows__problems">
                  {t('sheet.preview.problems')}
                </th>
                {mapped.map((choice) => (
                  <th key={choice.field} scope="col" className="text-nowrap">
                    {label(choice.field)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.data?.items.length === 0 && (
                <tr>
                  <td colSpan={mapped.length + 3} className="text-center text-body-secondary py-3">
                    {t('sheet.preview.none')}
                  </td>
                </tr>
              )}
              {rows.data?.items.map((row) => (
                <tr key={row.line} data-testid={`sheet-row-${row.line}`}>
                  <th scope="row" className="text-end fw-normal">
                    {row.line.toLocaleString(i18n.language)}
                  </th>
                  <td>
                    <Badge bg={STATUS_VARIANT[row.status]}>
                      {t(`sheet.preview.status.${row.status}`)}
                    </Badge>
                  </td>
                  <td className="sheet-rows__problems">
                    {row.errors.length === 0 ? (
                      <span
                        className="text-body-secondary"
                        aria-label={t('sheet.preview.noProblems')}
                      >
                        —
                      </span>
                    ) : (
                      <ul className="list-unstyled mb-0 text-danger-emphasis">
                        {byField(row.errors).map(({ field, messages }) => (
                          <li key={field ?? ''}>
                            {field && <span className="fw-semibold">{label(field)}: </span>}
                            {messages.join('; ')}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  {mapped.map((choice) => (
                    <td key={choice.field} className="sheet-rows__cell">
                      {row.values[choice.field]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      {rows.data && rows.data.pagination.length > 0 && (
        <TablePagination
          className="mt-2"
          pagination={rows.data.pagination}
          onPage={setPage}
          onSize={(next) => {
            setSize(next);
            setPage(1);
          }}
          sizes={SIZES}
        />
      )}
    </div>
  );
}
