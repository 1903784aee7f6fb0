import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PeriodPicker, usePeriodParams } from '../../../components/period';
import { formatDay } from '../../../lib/format';
import { summaryQuery } from '../api/summary';
import { RecruitmentSection } from '../components/RecruitmentSection';
import { RewardsSection } from '../components/RewardsSection';
import '../components/summary.css';

/** apps/tablero: what a manager opens every morning, for the period they choose. */
export function Component() {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = usePeriodParams();
  const board = useQuery(summaryQuery(period));
  const day = (value: string) => formatDay(value, i18n.language);

  return (
    <>
      <div className="page-header d-flex flex-wrap align-items-end gap-3">
        <div className="me-auto">
          <h1 className="page-header__title">{t('routes.tablero')}</h1>
          {board.data && (
            <p className="text-body-secondary mb-0 mt-1" aria-live="polite">
              {t('summary.periodLine', {
                from: day(board.data.period.from),
                to: day(board.data.period.to),
                previousFrom: day(board.data.period.previousFrom),
                previousTo: day(board.data.period.previousTo),
              })}
            </p>
          )}
        </div>
        <PeriodPicker value={period} onChange={setPeriod} />
      </div>
      <div>
        {board.isError ? (
          <ErrorAlert
            error={board.error}
            title={t('summary.loadFailed')}
            onRetry={() => void board.refetch()}
          />
        ) : !board.data ? (
          <p className="text-body-secondary" role="status">
            {t('common.loading')}
          </p>
        ) : (
          <div aria-busy={board.isFetching}>
            {board.data.recruitment && <RecruitmentSection figures={board.data.recruitment} />}
            {board.data.rewards && <RewardsSection figures={board.data.rewards} />}
          </div>
        )}
      </div>
    </>
  );
}
