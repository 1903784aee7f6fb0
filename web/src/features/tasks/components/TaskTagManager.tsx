import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type FeatureTagManagerProps, TagManager } from '../../../components/tags/TagManager';
import {
  tasksQueries,
  useCreateTaskTag,
  useDeleteTaskTag,
  useRenameTaskTag,
} from '../api/tasks-api';

/** Create, rename and delete task tags (each confirmed by a notice); deleting one takes it off every task. */
export function TaskTagManager({ show, onHide, notify }: FeatureTagManagerProps) {
  const { t } = useTranslation();
  const create = useCreateTaskTag();
  const rename = useRenameTaskTag();
  return (
    <TagManager
      show={show}
      onHide={onHide}
      ns="tasks"
      tags={useQuery(tasksQueries.tags())}
      create={(title) => create.mutateAsync(title)}
      rename={(id, title) => rename.mutateAsync({ id, title })}
      remove={useDeleteTaskTag()}
      announce={{
        notify,
        created: (tag) => t('tasks.toast.tagCreated', { tag }),
        renamed: (tag) => t('tasks.toast.tagRenamed', { tag }),
        deleted: (tag) => t('tasks.toast.tagDeleted', { tag }),
      }}
    />
  );
}
