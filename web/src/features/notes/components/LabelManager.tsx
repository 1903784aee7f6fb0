import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TagManager } from '../../../components/tags/TagManager';
import { notesQueries, useCreateLabel, useDeleteLabel, useRenameLabel } from '../api/notes-api';
import type { Notify } from './NoteDialog';

/** Add, rename and delete note labels; deleting one takes it off every note. */
export function LabelManager({
  show,
  onHide,
  notify,
}: {
  show: boolean;
  onHide: () => void;
  notify: Notify;
}) {
  const { t } = useTranslation();
  const labels = useQuery(notesQueries.labels());
  const create = useCreateLabel();
  const rename = useRenameLabel();
  const remove = useDeleteLabel();
  const titleOf = (id: string) => labels.data?.find((label) => label.id === id)?.title ?? '';
  return (
    <TagManager
      show={show}
      onHide={onHide}
      ns="notes"
      tags={labels}
      create={async (title) => {
        await create.mutateAsync(title);
        notify('success', t('notes.toasts.labelCreated', { tag: title }));
      }}
      rename={async (id, title) => {
        await rename.mutateAsync({ id, title });
        notify('success', t('notes.toasts.labelRenamed', { tag: title }));
      }}
      remove={{
        mutate: (id, options) => {
          const title = titleOf(id);
          remove.mutate(id, {
            onError: options.onError,
            onSuccess: () => notify('success', t('notes.toasts.labelDeleted', { tag: title })),
          });
        },
        isPending: remove.isPending,
        variables: remove.variables,
      }}
    />
  );
}
