import { useTranslation } from 'react-i18next';
import { TagManager as SharedTagManager } from '../../../components/tags/TagManager';
import type { Notify } from '../../../components/toasts/Toasts';
import {
  useContactTags,
  useCreateContactTag,
  useDeleteContactTag,
  useRenameContactTag,
} from '../api/contacts-api';

/** Create, rename and delete contact tags (each said in a toast); deleting one takes it off every contact. */
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
  const tags = useContactTags();
  const create = useCreateContactTag();
  const rename = useRenameContactTag();
  const remove = useDeleteContactTag();
  const titleOf = (id: string) => tags.data?.find((tag) => tag.id === id)?.title ?? '';
  return (
    <SharedTagManager
      show={show}
      onHide={onHide}
      ns="contacts"
      tags={tags}
      create={async (title) => {
        const tag = await create.mutateAsync(title);
        notify('success', t('contacts.tags.created', { tag: tag.title }));
      }}
      rename={async (id, title) => {
        const tag = await rename.mutateAsync({ id, title });
        notify('success', t('contacts.tags.renamed', { tag: tag.title }));
      }}
      remove={{
        mutate: (id, options) => {
          const title = titleOf(id);
          remove.mutate(id, {
            ...options,
            onSuccess: () => notify('success', t('contacts.tags.deleted', { tag: title })),
          });
        },
        isPending: remove.isPending,
        variables: remove.variables,
      }}
    />
  );
}
