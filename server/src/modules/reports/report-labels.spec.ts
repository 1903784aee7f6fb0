import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPORT_LANGUAGES } from './report-kinds';
import { monthLabel, REPORT_LABELS } from './report-labels';

interface WebReports {
  kinds: Record<string, { title: string }>;
  columns: Record<string, string>;
  stages: Record<string, string>;
  sources: Record<string, string>;
  invoiceStatuses: Record<string, string>;
  total: string;
  none: string;
}

const webReports = (language: string): WebReports =>
  (
    JSON.parse(
      readFileSync(join(__dirname, '../../../../web/public/i18n', `${language}.json`), 'utf8'),
    ) as { reports: WebReports }
  ).reports;

describe('the words of report files', () => {
  it.each(REPORT_LANGUAGES)('in %s are the words the web shows', (language) => {
    const web = webReports(language);
    const labels = REPORT_LABELS[language];
    expect(labels.kinds).toEqual(
      Object.fromEntries(Object.entries(web.kinds).map(([kind, words]) => [kind, words.title])),
    );
    expect(labels.columns).toEqual(web.columns);
    expect(labels.stages).toEqual(web.stages);
    expect(labels.sources).toEqual(web.sources);
    expect(labels.invoiceStatuses).toEqual(web.invoiceStatuses);
    expect([labels.total, labels.none]).toEqual([web.total, web.none]);
  });

  it('names months as each language does', () => {
    expect(REPORT_LANGUAGES.map((language) => monthLabel('2026-05', language))).toEqual([
      'May 2026',
      'Mayıs 2026',
      'mayo de 2026',
    ]);
  });
});
