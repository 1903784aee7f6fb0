import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { copyText } from '../../../../lib/clipboard';
import { vacancySlotsQuery } from '../../api/interview-slots';
import type { Vacancy } from '../../api/vacancies';
import { Toasts, useNotices } from '../shared/Toasts';
import { LoadingBlock } from '../detail/states';
import { SlotList } from './SlotList';
import { useSlotActions } from './useSlotActions';
import './interviews.scss';

// The forms bring zod, react-hook-form and the modal: they load when first opened.
const SlotFormModal = lazy(async () => ({
  default: (await import('./SlotFormModal')).SlotFormModal,
}));
const SeriesFormModal = lazy(async () => ({
  default: (await import('./SeriesFormModal')).SeriesFormModal,
}));

/** The vacancy's interview slots: add one or a series, see the bookings, cancel, delete. */
export function VacancySlots({ vacancy }: { vacancy: Vacancy }) {
  const { t } = useTranslation();
  const [past, setPast] = useState(false);
  const [adding, setAdding] = useState<'one' | 'series' | null>(null);
  const { notices, notify, dismiss } = useNotices();
  const slots = useQuery(vacancySlotsQuery(vacancy.id, { past }));
  const actions = useSlotActions(notify);
  const closed = vacancy.status === 'closed';
  // An internal vacancy is named by its id: codes follow one another and can be guessed.
  const ref = vacancy.internal ? vacancy.id : vacancy.code;
  const publicUrl = `${window.location.origin}/agenda-turnos?vacancy=${encodeURIComponent(ref)}`;

  async function share() {
    try {
      await copyText(publicUrl);
      notify('success', t('interviews.share.copied'));
    } catch {
      notify('danger', t('interviews.share.failed'));
    }
  }

  return (
    <Card className="shadow-sm" data-testid="vacancy-slots">
      <Card.Body className="p-3 p-md-4">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h2 className="detail-card__title mb-0 me-auto">{t('interviews.sectionTitle')}</h2>
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => setAdding('series')}
            disabled={closed}
          >
            <i className="bi bi-calendar-range me-1" aria-hidden="true" />
            {t('interviews.addSeries')}
          </Button>
          <Button size="sm" onClick={() => setAdding('one')} disabled={closed}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {t('interviews.addOne')}
          </Button>
        </div>
        {closed ? (
          <p className="small text-body-secondary">{t('interviews.closedVacancy')}</p>
        ) : vacancy.status === 'open' ? (
          <div className="slot-share mb-3">
            <i className="bi bi-link-45deg" aria-hidden="true" />
            <span className="text-body-secondary">{t('interviews.share.label')}</span>
            <a href={publicUrl} className="slot-share__url" target="_blank" rel="noreferrer">
              {publicUrl}
            </a>
            <Button size="sm" variant="link" className="p-0" onClick={() => void share()}>
              {t('interviews.share.copy')}
            </Button>
          </div>
        ) : (
          <p className="small text-body-secondary">{t('interviews.notOpen')}</p>
        )}
        <Form.Check
          type="switch"
          id={`slots-past-${vacancy.id}`}
          className="mb-3 small"
          label={t('interviews.showPast')}
          checked={past}
          onChange={(event) => setPast(event.currentTarget.checked)}
        />
        {slots.isPending ? (
          <LoadingBlock />
        ) : slots.isError ? (
          <ErrorAlert
            error={slots.error}
            title={t('interviews.loadFailed')}
            onRetry={() => void slots.refetch()}
          />
        ) : slots.data.length === 0 ? (
          <p className="text-body-secondary small mb-0" data-testid="slots-empty">
            {past ? t('interviews.emptyAll') : t('interviews.emptyUpcoming')}
          </p>
        ) : (
          <SlotList
            slots={slots.data}
            dayLimit={3}
            onDelete={(slot) => void actions.deleteSlot(slot)}
            onCancelBooking={(slot, booking) => void actions.cancelBooking(slot, booking)}
          />
        )}
      </Card.Body>
      {adding && (
        <Suspense fallback={null}>
          <SlotFormModal
            vacancyId={vacancy.id}
            show={adding === 'one'}
            onHide={() => setAdding(null)}
            onSaved={() => {
              setAdding(null);
              notify('success', t('interviews.form.saved'));
            }}
          />
          <SeriesFormModal
            vacancyId={vacancy.id}
            show={adding === 'series'}
            onHide={() => setAdding(null)}
            onSaved={(result) => {
              setAdding(null);
              notify(
                'success',
                t('interviews.series.saved', {
                  count: result.created.length,
                  skipped: result.skipped,
                }),
              );
            }}
          />
        </Suspense>
      )}
      <Toasts notices={notices} onClose={dismiss} />
    </Card>
  );
}
