import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListExport } from '../../../../components/data-table/ListExport';
import {
  type ExportColumn,
  type ExportLoader,
  pagedLoader,
} from '../../../../components/data-table/record-export';
import type { Notice } from '../../../../components/toasts/Toasts';
import {
  fetchSlotPage,
  type InterviewBooking,
  type InterviewSlot,
} from '../../api/interview-slots';

/** One row of the export: a booking in its slot, or a slot nobody booked. */
export interface InterviewRow {
  slot: InterviewSlot;
  booking: InterviewBooking | null;
}

/** Each booking of the slots as its own row; an empty slot as one row without a person. */
export function interviewRows(slots: readonly InterviewSlot[]): InterviewRow[] {
  return slots.flatMap((slot): InterviewRow[] =>
    slot.bookings.length > 0
      ? slot.bookings.map((booking) => ({ slot, booking }))
      : [{ slot, booking: null }],
  );
}

/** Export of the interviews of one day (`from`–`to`): every slot and booking. */
export function InterviewsExport({
  day,
  from,
  to,
  slots,
  notify,
}: {
  day: string;
  from: string;
  to: string;
  /** The day's slots as shown, for the count. */
  slots: readonly InterviewSlot[] | undefined;
  notify?: (variant: Notice['variant'], text: string) => void;
}) {
  const { t } = useTranslation();
  const columns = useMemo<ExportColumn<InterviewRow>[]>(
    () => [
      { label: t('listExport.interviews.startsAt'), value: (row) => row.slot.startsAt },
      { label: t('listExport.interviews.endsAt'), value: (row) => row.slot.endsAt },
      { label: t('listExport.interviews.code'), value: (row) => row.slot.vacancy.code },
      { label: t('listExport.interviews.vacancy'), value: (row) => row.slot.vacancy.title },
      { label: t('listExport.interviews.company'), value: (row) => row.slot.vacancy.companyName },
      { label: t('listExport.interviews.capacity'), value: (row) => row.slot.capacity },
      { label: t('listExport.interviews.remaining'), value: (row) => row.slot.remaining },
      { label: t('listExport.interviews.name'), value: (row) => row.booking?.name },
      { label: t('listExport.interviews.email'), value: (row) => row.booking?.email },
      { label: t('listExport.interviews.phone'), value: (row) => row.booking?.phone },
      { label: t('listExport.interviews.bookedAt'), value: (row) => row.booking?.bookedAt },
    ],
    [t],
  );
  const load: ExportLoader<InterviewRow> = async (options) => {
    const all = await pagedLoader((page, size, signal) =>
      fetchSlotPage({ from, to }, page, size, signal),
    )(options);
    return interviewRows(all);
  };
  return (
    <ListExport
      id="interviews"
      fileBase={`interviews-${day}`}
      title={t('interviews.day.title')}
      columns={columns}
      load={load}
      total={slots ? interviewRows(slots).length : 'unknown'}
      notify={notify}
    />
  );
}
