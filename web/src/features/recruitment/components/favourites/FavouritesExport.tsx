import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListExport } from '../../../../components/data-table/ListExport';
import { type ExportColumn, pagedLoader } from '../../../../components/data-table/record-export';
import { type Favourite, type FavouriteListParams, fetchFavourites } from '../../api/favourites';

/** Export of the favourites tab shown: its search and sort, every page. */
export function FavouritesExport({
  query,
  total,
}: {
  query: FavouriteListParams;
  total: number | undefined;
}) {
  const { t } = useTranslation();
  const kind = query.kind ?? 'vacancy';
  const columns = useMemo<ExportColumn<Favourite>[]>(() => {
    const starred: ExportColumn<Favourite> = {
      label: t('listExport.favourites.starredAt'),
      value: (row) => row.createdAt,
    };
    if (kind === 'vacancy') {
      return [
        { label: t('listExport.favourites.code'), value: (row) => row.vacancy?.code },
        { label: t('listExport.favourites.vacancy'), value: (row) => row.vacancy?.title },
        { label: t('listExport.favourites.company'), value: (row) => row.vacancy?.companyName },
        {
          label: t('listExport.favourites.status'),
          value: (row) => (row.vacancy ? t(`vacancies.status.${row.vacancy.status}`) : ''),
        },
        { label: t('listExport.favourites.openings'), value: (row) => row.vacancy?.openings },
        starred,
      ];
    }
    return [
      {
        label: t('listExport.favourites.applicant'),
        value: (row) => (row.applicant?.erasedAt ? t('favourites.erased') : row.applicant?.name),
      },
      { label: t('listExport.favourites.email'), value: (row) => row.applicant?.email },
      { label: t('listExport.favourites.city'), value: (row) => row.applicant?.city },
      starred,
    ];
  }, [t, kind]);
  return (
    <ListExport
      id="favourites"
      fileBase={kind === 'vacancy' ? 'favourite-vacancies' : 'favourite-applicants'}
      title={t('routes.favoritos')}
      columns={columns}
      load={pagedLoader((page, size, signal) => fetchFavourites({ ...query, page, size }, signal))}
      total={total ?? 'unknown'}
      className="ms-auto"
    />
  );
}
