import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type FeatureTagManagerProps, TagManager } from '../../../components/tags/TagManager';
import { notesQueries, useCreateLabel, useDeleteLabel, useRenameLabel } from '../api/notes-api';

/** Add, rename and delete note labels; deleting one takes it off every note. */
export function LabelManager({ show, onHide, notify }: FeatureTagManagerProps) {
  const { t } = useTranslation();
  const create = useCreateLabel();
  const rename = useRenameLabel();
  return (
    <TagManager
      show={show}
      onHide={onHide}
      ns="notes"
      tags={useQuery(notesQueries.labels())}
      create={(title) => create.mutateAsync(title)}
      rename={(id, title) => rename.mutateAsync({ id, title })}
      remove={useDeleteLabel()}
      announce={{
        notify,
        created: (tag) => t('notes.toasts.labelCreated', { tag }),
        renamed: (tag) => t('notes.toasts.labelRenamed', { tag }),
        deleted: (tag) => t('notes.toasts.labelDeleted', { tag }),
      }}
    />
  );
}
