import { useTranslation } from 'react-i18next';
import {
  type FeatureTagManagerProps,
  TagManager as SharedTagManager,
} from '../../../components/tags/TagManager';
import {
  useContactTags,
  useCreateContactTag,
  useDeleteContactTag,
  useRenameContactTag,
} from '../api/contacts-api';

/** Create, rename and delete contact tags; deleting one takes it off every contact. */
export function TagManager({ show, onHide, notify }: FeatureTagManagerProps) {
  const { t } = useTranslation();
  const create = useCreateContactTag();
  const rename = useRenameContactTag();
  return (
    <SharedTagManager
      show={show}
      onHide={onHide}
      ns="contacts"
      tags={useContactTags()}
      create={(title) => create.mutateAsync(title)}
      rename={(id, title) => rename.mutateAsync({ id, title })}
      remove={useDeleteContactTag()}
      announce={{
        notify,
        created: (tag) => t('contacts.tags.created', { tag }),
        renamed: (tag) => t('contacts.tags.renamed', { tag }),
        deleted: (tag) => t('contacts.tags.deleted', { tag }),
      }}
    />
  );
}
