import { useTranslation } from 'react-i18next';
import { TagManager as SharedTagManager } from '../../../components/tags/TagManager';
import type { Notify } from '../../../components/toasts/Toasts';
import {
  useInventoryTags,
  useCreateInventoryTag,
  useDeleteInventoryTag,
  useRenameInventoryTag,
} from '../api/inventory-api';

/** Create, rename and delete product tags (each said in a toast); deleting one takes it off every product. */
export function TagManager({
  show,
  onHide,
  notify,
}: {
  show: boolean;
  onHide: () => void;
  /** Says each change (the page's toasts). */
  notify: Notify;
}) {
  const { t } = useTranslation();
  const tags = useInventoryTags();
  const create = useCreateInventoryTag();
  const rename = useRenameInventoryTag();
  const remove = useDeleteInventoryTag();
  const titleOf = (id: string) => tags.data?.find((tag) => tag.id === id)?.title ?? '';
  return (
    <SharedTagManager
      show={show}
      onHide={onHide}
      ns="inventory"
      tags={tags}
      create={async (title) => {
        const tag = await create.mutateAsync(title);
        notify('success', t('inventory.tags.created', { tag: tag.title }));
      }}
      rename={async (id, title) => {
        const tag = await rename.mutateAsync({ id, title });
        notify('success', t('inventory.tags.renamed', { tag: tag.title }));
      }}
      remove={{
        mutate: (id, options) => {
          const title = titleOf(id);
          remove.mutate(id, {
            ...options,
            onSuccess: () => notify('success', t('inventory.tags.deleted', { tag: title })),
          });
        },
        isPending: remove.isPending,
        variables: remove.variables,
      }}
    />
  );
}
