import { useDeferredValue, useId, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { EmptyState, LoadingBlock } from '../detail/states';
import { useVacancyOptions } from '../detail/lookups';
import { VacancyStatusBadge } from '../shared/VacancyStatusBadge';

/** Without ?vacancy: pick the vacancy whose pipeline to open. */
export function VacancyPicker() {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const vacancies = useVacancyOptions(deferred);

  return (
    <Card className="shadow-sm vacancy-picker">
      <Card.Body className="p-3 p-md-4">
        <h2 className="h5 mb-3">{t('candidates.picker.title')}</h2>
        <InputGroup className="mb-3">
          <InputGroup.Text>
            <i className="bi bi-search" aria-hidden="true" />
          </InputGroup.Text>
          <Form.Control
            id={id}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('candidates.picker.search')}
            aria-label={t('candidates.picker.search')}
          />
        </InputGroup>
        {vacancies.isPending ? (
          <LoadingBlock />
        ) : vacancies.isError ? (
          <ErrorAlert
            error={vacancies.error}
            title={t('candidates.picker.loadFailed')}
            onRetry={() => void vacancies.refetch()}
            retrying={vacancies.isFetching}
          />
        ) : vacancies.data.length === 0 ? (
          <EmptyState compact icon="bi-briefcase" title={t('candidates.picker.empty')} />
        ) : (
          <ListGroup variant="flush" className="border rounded">
            {vacancies.data.map((vacancy) => (
              <ListGroup.Item
                key={vacancy.id}
                action
                as={Link}
                to={`/apps/candidates?vacancy=${vacancy.id}`}
                className="vacancy-picker__item py-3"
                data-testid="vacancy-option"
              >
                <div className="flex-grow-1 min-w-0">
                  <div className="vacancy-picker__title text-truncate">
                    {vacancy.title || vacancy.code}
                  </div>
                  <div className="small text-body-secondary text-truncate">
                    {[vacancy.code, vacancy.companyName, vacancy.location]
                      .filter(Boolean)
                      .join(' · ')}
                  </div>
                </div>
                <div className="text-end flex-none">
                  <VacancyStatusBadge status={vacancy.status} />
                  <div className="small text-body-secondary mt-1 text-nowrap">
                    {t('candidates.picker.candidates', { count: vacancy.applicationCount })}
                  </div>
                </div>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </Card.Body>
    </Card>
  );
}
