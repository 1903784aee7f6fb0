import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Report } from '../api/reports';
import { cellText, isNumeric, linkFor } from '../lib/report-kinds';

/** The report's figures as a table, the totals last (what the exported files hold). */
export function ReportTable({ report, caption }: { report: Report; caption: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const labelColumn = report.chart.labelColumn;
  // Numbers right-aligned; codes and numbers never broken over two lines.
  const align = (index: number) =>
    isNumeric(report.columns[index])
      ? 'text-end text-nowrap'
      : report.columns[index].key === 'code'
        ? 'text-nowrap'
        : undefined;
  return (
    // A region of its own that the keyboard can reach: a wide table scrolls inside it.
    <div className="table-responsive" role="region" aria-label={caption} tabIndex={0}>
      <Table hover size="sm" className="report-table mb-0 align-middle" data-testid="report-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {report.columns.map((column, index) => (
              <th key={column.key} scope="col" className={align(index)}>
                {t(`reports.columns.${column.key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.length === 0 ? (
            <tr>
              <td colSpan={report.columns.length} className="text-center text-body-secondary py-4">
                {t('reports.empty')}
              </td>
            </tr>
          ) : (
            report.rows.map((row, rowIndex) => (
              <tr key={row.id ?? `none-${rowIndex}`}>
                {row.cells.map((cell, index) => {
                  const text = cellText(report.columns[index], cell, t, language);
                  const link = index === labelColumn ? linkFor(report.kind, row.id) : undefined;
                  return (
                    <td key={report.columns[index].key} className={align(index)}>
                      {link ? <Link to={link}>{text}</Link> : text}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          <tr className="fw-semibold">
            {report.totals.map((cell, index) => (
              <td key={report.columns[index].key} className={align(index)}>
                {index === 0
                  ? t('reports.total')
                  : cell === null
                    ? ''
                    : cellText(report.columns[index], cell, t, language)}
              </td>
            ))}
          </tr>
        </tfoot>
      </Table>
    </div>
  );
}
