import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TagManager } from '../../../components/tags/TagManager';
import {
  tasksQueries,
  useCreateTaskTag,
  useDeleteTaskTag,
  useRenameTaskTag,
} from '../api/tasks-api';

export interface TaskTagManagerProps {
  show: boolean;
  onHide: () => void;
  notify: (variant: 'success', text: string) => void;
}

/** Create, rename and delete task tags (each confirmed by a notice); deleting one takes it off every task. */
export function TaskTagManager({ show, onHide, notify }: TaskTagManagerProps) {
  const { t } = useTranslation();
  const tags = useQuery(tasksQueries.tags());
  const create = useCreateTaskTag();
  const rename = useRenameTaskTag();
  const remove = useDeleteTaskTag();
  const titleOf = (id: string) => tags.data?.find((tag) => tag.id === id)?.title ?? '';
  return (
    <TagManager
      show={show}
      onHide={onHide}
      ns="tasks"
      tags={tags}
      create={async (title) => {
        const tag = await create.mutateAsync(title);
        notify('success', t('tasks.toast.tagCreated', { tag: tag.title }));
        return tag;
      }}
      rename={async (id, title) => {
        const tag = await rename.mutateAsync({ id, title });
        notify('success', t('tasks.toast.tagRenamed', { tag: tag.title }));
        return tag;
      }}
      remove={{
        mutate: (id, options) => {
          const title = titleOf(id);
          remove.mutate(id, {
            ...options,
            onSuccess: () => notify('success', t('tasks.toast.tagDeleted', { tag: title })),
          });
        },
        isPending: remove.isPending,
        variables: remove.variables,
      }}
    />
  );
}
