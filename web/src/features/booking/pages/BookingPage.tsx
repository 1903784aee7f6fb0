import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import {
  type BookingConfirmation,
  managePath,
  type PublicSlot,
  publicSlotsQuery,
} from '../api/booking';
import { BookingForm } from '../components/BookingForm';
import { PublicFrame } from '../components/PublicFrame';
import { SlotPicker } from '../components/SlotPicker';
import { SlotSummary } from '../components/SlotSummary';

/**
 * agenda-turnos: anyone books an interview. Future slots with room by day, optionally of
 * one vacancy (`?vacancy=CODE` or id); a form; a confirmation with the manage link.
 */
export function BookingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const vacancyParam = params.get('vacancy')?.trim() || null;
  const list = useQuery(publicSlotsQuery(vacancyParam));
  const [picked, setPicked] = useState<PublicSlot | null>(null);
  const [booked, setBooked] = useState<BookingConfirmation | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const vacancies = useMemo(
    () => new Map((list.data?.vacancies ?? []).map((vacancy) => [vacancy.code, vacancy])),
    [list.data],
  );
  const named = vacancyParam ? list.data?.vacancies[0] : undefined;

  if (booked) {
    return (
      <PublicFrame
        title={t('booking.done.title')}
        lead={t('booking.done.lead', { email: booked.booking.email })}
      >
        <div className="booking-card" data-testid="booking-confirmation">
          <SlotSummary slot={booked.booking.slot} vacancy={booked.booking.vacancy} />
          <p className="mt-3 mb-2">{t('booking.done.keepLink')}</p>
          <Link to={managePath(booked.token)} className="btn btn-primary" data-testid="manage-link">
            <i className="bi bi-pencil-square me-2" aria-hidden="true" />
            {t('booking.done.manage')}
          </Link>
          <p className="small text-body-secondary mt-3 mb-0 text-break">
            {t('booking.done.linkExplained')}
          </p>
        </div>
      </PublicFrame>
    );
  }

  if (picked) {
    return (
      <PublicFrame title={t('booking.title')}>
        <div className="booking-card">
          <SlotSummary slot={picked} vacancy={vacancies.get(picked.vacancyCode)} />
          <hr />
          <BookingForm
            slot={picked}
            onBooked={setBooked}
            onSlotGone={(message) => {
              setNotice(message);
              setPicked(null);
              void list.refetch();
            }}
            onBack={() => setPicked(null)}
          />
        </div>
      </PublicFrame>
    );
  }

  return (
    <PublicFrame
      title={
        named ? t('booking.titleFor', { title: named.title || named.code }) : t('booking.title')
      }
      lead={t('booking.lead')}
    >
      {notice && (
        <Alert variant="warning" dismissible onClose={() => setNotice(null)} role="alert">
          {notice}
        </Alert>
      )}
      {list.isPending ? (
        <div className="text-center py-5">
          <Spinner animation="border" role="status">
            <span className="visually-hidden">{t('common.loading')}</span>
          </Spinner>
        </div>
      ) : list.isError ? (
        <ErrorAlert
          error={list.error}
          title={t('booking.loadFailed')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <>
          {!vacancyParam && list.data.vacancies.length > 1 && (
            <Form.Group className="booking-filter mb-4" controlId="booking-vacancy">
              <Form.Label>{t('booking.vacancy')}</Form.Label>
              <Form.Select
                value=""
                onChange={(event) => {
                  const ref = event.currentTarget.value;
                  setParams(ref ? { vacancy: ref } : {});
                }}
              >
                <option value="">{t('booking.allVacancies')}</option>
                {list.data.vacancies.map((vacancy) => (
                  <option key={vacancy.code} value={vacancy.ref}>
                    {[vacancy.title || vacancy.code, vacancy.companyName, vacancy.location]
                      .filter(Boolean)
                      .join(' · ')}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          )}
          {named && (
            <p className="booking-named">
              {[named.companyName, named.location].filter(Boolean).join(' · ')}
              {' · '}
              <Link to="/agenda-turnos">{t('booking.seeAll')}</Link>
            </p>
          )}
          {list.data.slots.length === 0 ? (
            <div className="booking-card text-center" data-testid="booking-empty">
              <i className="bi bi-calendar-x booking-empty__icon" aria-hidden="true" />
              <h2 className="h5">{t('booking.empty.title')}</h2>
              <p className="text-body-secondary mb-0">
                {vacancyParam ? t('booking.empty.vacancy') : t('booking.empty.text')}
              </p>
              {vacancyParam && (
                <Link to="/agenda-turnos" className="btn btn-outline-primary mt-3">
                  {t('booking.seeAll')}
                </Link>
              )}
            </div>
          ) : (
            <SlotPicker
              slots={list.data.slots}
              vacancies={vacancies}
              showVacancy={list.data.vacancies.length > 1}
              onPick={(slot) => {
                setNotice(null);
                setPicked(slot);
              }}
            />
          )}
        </>
      )}
    </PublicFrame>
  );
}

export { BookingPage as Component };
