import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { homeHref, type HomeParams, type Modality, type PublicFilters } from '../api/public-board';

const NO_FILTERS: PublicFilters = { categories: [], modalities: [], locations: [] };

/**
 * The board's search: words, category, work mode and location, applied on submit. It is
 * a GET form to /home, so it also works before the app has loaded (the server renders
 * the same search); the app keeps the search in the address.
 */
export function SearchForm({
  params,
  filters = NO_FILTERS,
}: {
  params: HomeParams;
  filters?: PublicFilters;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    void navigate(
      homeHref({
        search: text('search'),
        category: text('category'),
        modality: text('modality') as Modality | undefined,
        location: text('location'),
      }),
    );
  };
  const select = (
    name: 'category' | 'modality' | 'location',
    label: string,
    all: string,
    options: { value: string; label: string }[],
  ) => (
    <div className="job-board__field">
      <label className="form-label" htmlFor={`job-board-${name}`}>
        {label}
      </label>
      <select
        className="form-select"
        id={`job-board-${name}`}
        name={name}
        defaultValue={params[name] ?? ''}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    // Remounted for each search in the address, so the fields show what is applied.
    <form
      key={homeHref(params)}
      className="job-board__search"
      role="search"
      action="/home"
      method="get"
      onSubmit={submit}
    >
      <div className="job-board__field job-board__field--search">
        <label className="form-label" htmlFor="job-board-search">
          {t('publicBoard.search.label')}
        </label>
        <input
          className="form-control"
          id="job-board-search"
          name="search"
          type="search"
          placeholder={t('publicBoard.search.placeholder')}
          defaultValue={params.search ?? ''}
          maxLength={100}
        />
      </div>
      {select(
        'category',
        t('publicBoard.search.category'),
        t('publicBoard.search.allCategories'),
        filters.categories.map((category) => ({ value: category.slug, label: category.name })),
      )}
      {select(
        'modality',
        t('publicBoard.search.modality'),
        t('publicBoard.search.allModalities'),
        filters.modalities.map(({ modality }) => ({
          value: modality,
          label: t(`publicBoard.modality.${modality}`),
        })),
      )}
      {select(
        'location',
        t('publicBoard.search.location'),
        t('publicBoard.search.allLocations'),
        filters.locations.map((location) => ({ value: location.name, label: location.name })),
      )}
      <div className="job-board__field job-board__field--submit">
        <button className="btn btn-primary" type="submit">
          {t('publicBoard.search.submit')}
        </button>
      </div>
    </form>
  );
}
