import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useConfirmation } from '../../../components/confirmation/ConfirmationProvider';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { ApiError } from '../../../lib/api/errors';
import { formatDateTime } from '../../../lib/local-time';
import {
  bookingQuery,
  managePath,
  type PublicBooking,
  useCancelMyBooking,
  useMoveMyBooking,
  vacancyPath,
} from '../api/booking';
import { PublicFrame } from '../components/PublicFrame';
import { SlotPicker } from '../components/SlotPicker';
import { SlotSummary } from '../components/SlotSummary';

/** agenda-turnos/reserva?token=...: the booking of a manage link, to cancel or move. */
export function ManageBookingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [cancelled, setCancelled] = useState<PublicBooking | null>(null);

  if (cancelled) {
    const again = vacancyPath(cancelled.vacancy.ref);
    return (
      <PublicFrame title={t('booking.manage.cancelledTitle')}>
        <div className="booking-card" data-testid="booking-cancelled">
          <p>{t('booking.manage.cancelledText')}</p>
          <SlotSummary slot={cancelled.slot} vacancy={cancelled.vacancy} />
          <Link to={again} className="btn btn-primary mt-3">
            {t('booking.manage.bookAgain')}
          </Link>
        </div>
      </PublicFrame>
    );
  }
  if (!token) return <LinkProblem message={t('errors.booking-link-invalid')} />;
  return <ManageBooking key={token} token={token} onCancelled={setCancelled} />;
}

function ManageBooking({
  token,
  onCancelled,
}: {
  token: string;
  onCancelled: (booking: PublicBooking) => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirmation();
  const booking = useQuery(bookingQuery(token));
  const cancel = useCancelMyBooking();
  const move = useMoveMyBooking();
  const [moving, setMoving] = useState(false);
  // After a move the page follows the new link, bringing the news along.
  const moved = (useLocation().state as { moved?: string } | null)?.moved;
  const [message, setMessage] = useState<{ variant: 'success' | 'danger'; text: string } | null>(
    moved ? { variant: 'success', text: moved } : null,
  );

  if (booking.isPending) {
    return (
      <PublicFrame title={t('booking.manage.title')}>
        <div className="text-center py-5">
          <Spinner animation="border" role="status">
            <span className="visually-hidden">{t('common.loading')}</span>
          </Spinner>
        </div>
      </PublicFrame>
    );
  }
  if (booking.isError) {
    const error = booking.error;
    if (error instanceof ApiError && error.statusCode === 404) {
      return <LinkProblem message={t('booking.manage.gone')} />;
    }
    if (error instanceof ApiError && error.statusCode === 400) {
      return <LinkProblem message={error.message} />;
    }
    return (
      <PublicFrame title={t('booking.manage.title')}>
        <ErrorAlert
          error={error}
          title={t('booking.loadFailed')}
          onRetry={() => void booking.refetch()}
        />
      </PublicFrame>
    );
  }
  const current = booking.data;
  const when = formatDateTime(current.slot.startsAt, i18n.language);

  async function onCancel() {
    const answer = await confirm({
      title: t('booking.manage.cancelTitle'),
      message: t('booking.manage.cancelMessage', { when }),
      icon: { name: 'bi-calendar-x' },
      actions: {
        confirm: { label: t('booking.manage.cancelConfirm') },
        cancel: { label: t('booking.manage.keep') },
      },
    });
    if (answer !== 'confirmed') return;
    try {
      onCancelled(await cancel.mutateAsync(token));
    } catch (error) {
      setMessage({ variant: 'danger', text: error instanceof Error ? error.message : '' });
    }
  }

  async function onMove(slotId: string) {
    setMessage(null);
    try {
      const answer = await move.mutateAsync({ token, slotId });
      // The new link names the booking until its new start; the page follows it.
      void navigate(managePath(answer.token), {
        replace: true,
        state: {
          moved: t('booking.manage.moved', {
            when: formatDateTime(answer.booking.slot.startsAt, i18n.language),
          }),
        },
      });
    } catch (error) {
      setMessage({ variant: 'danger', text: error instanceof Error ? error.message : '' });
      // The times with room may have changed meanwhile.
      void booking.refetch();
    }
  }

  return (
    <PublicFrame
      title={t('booking.manage.title')}
      lead={t('booking.manage.lead', { name: current.name })}
    >
      {message && (
        <Alert variant={message.variant} role={message.variant === 'danger' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      )}
      <div className="booking-card" data-testid="booking-manage">
        <SlotSummary slot={current.slot} vacancy={current.vacancy} />
        <dl className="booking-details">
          <dt>{t('booking.form.email')}</dt>
          <dd>{current.email}</dd>
          <dt>{t('booking.form.phone')}</dt>
          <dd>{current.phone}</dd>
        </dl>
        <div className="d-flex flex-wrap gap-2">
          <Button
            variant="outline-primary"
            onClick={() => setMoving((open) => !open)}
            aria-expanded={moving}
          >
            <i className="bi bi-arrow-left-right me-2" aria-hidden="true" />
            {t('booking.manage.move')}
          </Button>
          <Button
            variant="outline-danger"
            onClick={() => void onCancel()}
            disabled={cancel.isPending}
          >
            <i className="bi bi-x-circle me-2" aria-hidden="true" />
            {t('booking.manage.cancel')}
          </Button>
        </div>
      </div>
      {moving && (
        <section className="mt-4" aria-labelledby="booking-move-title">
          <h2 id="booking-move-title" className="h5">
            {t('booking.manage.moveTitle')}
          </h2>
          {current.alternatives.length === 0 ? (
            <p className="text-body-secondary">{t('booking.manage.noOthers')}</p>
          ) : (
            <SlotPicker
              slots={current.alternatives}
              vacancies={new Map()}
              showVacancy={false}
              dayHeading="h3"
              onPick={(slot) => void onMove(slot.id)}
            />
          )}
        </section>
      )}
    </PublicFrame>
  );
}

/** A link that manages nothing (any more): say why, and the way on. */
function LinkProblem({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <PublicFrame title={t('booking.manage.title')}>
      <div className="booking-card text-center" data-testid="booking-link-problem">
        <i className="bi bi-link-45deg booking-empty__icon" aria-hidden="true" />
        <p className="mb-3">{message}</p>
        <Link to="/agenda-turnos" className="btn btn-primary">
          {t('booking.manage.bookAgain')}
        </Link>
      </div>
    </PublicFrame>
  );
}

export { ManageBookingPage as Component };
