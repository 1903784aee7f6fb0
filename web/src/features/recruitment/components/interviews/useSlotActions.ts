import { useTranslation } from 'react-i18next';
import { useConfirmation } from '../../../../components/confirmation/ConfirmationProvider';
import { formatDateTime } from '../../../../lib/local-time';
import {
  type InterviewBooking,
  type InterviewSlot,
  useCancelBooking,
  useDeleteSlot,
} from '../../api/interview-slots';

type Notify = (variant: 'success' | 'danger', text: string) => void;

/** Deleting a slot and cancelling a booking, each confirmed, reporting through `notify`. */
export function useSlotActions(notify: Notify) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirmation();
  const removeSlot = useDeleteSlot();
  const cancel = useCancelBooking();
  const when = (slot: InterviewSlot) => formatDateTime(slot.startsAt, i18n.language);
  const reason = (error: unknown) => (error instanceof Error ? error.message : '');

  async function deleteSlot(slot: InterviewSlot) {
    const booked = slot.bookings.length;
    const answer = await confirm({
      title: t('interviews.delete.title'),
      message: booked
        ? t('interviews.delete.messageBooked', { when: when(slot), count: booked })
        : t('interviews.delete.message', { when: when(slot) }),
      icon: { name: 'bi-calendar-x' },
      actions: { confirm: { label: t('interviews.delete.confirm') } },
    });
    if (answer !== 'confirmed') return;
    try {
      await removeSlot.mutateAsync(slot.id);
      notify('success', t('interviews.delete.done', { when: when(slot) }));
    } catch (error) {
      notify('danger', `${t('interviews.delete.failed')}: ${reason(error)}`);
    }
  }

  async function cancelBooking(slot: InterviewSlot, booking: InterviewBooking) {
    const name = booking.name || t('applicants.erasedName');
    const answer = await confirm({
      title: t('interviews.cancel.title'),
      message: t('interviews.cancel.message', { name, when: when(slot) }),
      icon: { name: 'bi-person-x' },
      actions: { confirm: { label: t('interviews.cancel.confirm') } },
    });
    if (answer !== 'confirmed') return;
    try {
      await cancel.mutateAsync({ slotId: slot.id, bookingId: booking.id });
      notify('success', t('interviews.cancel.done', { name }));
    } catch (error) {
      notify('danger', `${t('interviews.cancel.failed')}: ${reason(error)}`);
    }
  }

  return { deleteSlot, cancelBooking };
}
