import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListExport } from '../../../../components/data-table/ListExport';
import {
  type ExportColumn,
  type ExportLoader,
  pagedLoader,
} from '../../../../components/data-table/record-export';
import { APPLICATION_STAGES, type Application, fetchApplications } from '../../api/applications';
import { groupByStage, stageEnteredAt } from './pipeline-logic';

/** The applications in the board's order: column by column, as each column lists them. */
export function inBoardOrder(applications: readonly Application[]): Application[] {
  const columns = groupByStage(applications);
  return APPLICATION_STAGES.flatMap((stage) => columns[stage]);
}

/** Export of a vacancy's pipeline: one row per application, every page. */
export function PipelineExport({
  vacancyId,
  vacancyCode,
  total,
}: {
  vacancyId: string;
  vacancyCode: string | undefined;
  total: number | undefined;
}) {
  const { t } = useTranslation();
  const columns = useMemo<ExportColumn<Application>[]>(
    () => [
      {
        label: t('listExport.candidates.name'),
        value: (row) =>
          row.applicant.erasedAt || !row.applicant.name
            ? t('applicants.erasedName')
            : row.applicant.name,
      },
      { label: t('listExport.candidates.email'), value: (row) => row.applicant.email },
      { label: t('listExport.candidates.city'), value: (row) => row.applicant.city },
      { label: t('listExport.candidates.code'), value: (row) => row.vacancy.code },
      { label: t('listExport.candidates.vacancy'), value: (row) => row.vacancy.title },
      {
        label: t('listExport.candidates.stage'),
        value: (row) => t(`candidates.stages.${row.stage}`),
      },
      { label: t('listExport.candidates.rating'), value: (row) => row.rating },
      { label: t('listExport.candidates.appliedAt'), value: (row) => row.createdAt },
      {
        label: t('listExport.candidates.stageSince'),
        value: (row) => stageEnteredAt(row),
      },
      { label: t('listExport.candidates.updatedAt'), value: (row) => row.updatedAt },
    ],
    [t],
  );
  const load: ExportLoader<Application> = async (options) =>
    inBoardOrder(
      await pagedLoader((page, size, signal) =>
        fetchApplications({ vacancyId, sort: 'createdAt', order: 'asc', page, size }, signal),
      )(options),
    );
  return (
    <ListExport
      id="pipeline"
      fileBase={`pipeline-${vacancyCode || vacancyId}`}
      title={t('routes.candidates')}
      columns={columns}
      load={load}
      total={total ?? 'unknown'}
      iconOnly="below-sm"
    />
  );
}
