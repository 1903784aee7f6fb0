import { useTranslation } from 'react-i18next';
import {
  type FeatureTagManagerProps,
  TagManager as SharedTagManager,
} from '../../../components/tags/TagManager';
import {
  useInventoryTags,
  useCreateInventoryTag,
  useDeleteInventoryTag,
  useRenameInventoryTag,
} from '../api/inventory-api';

/** Create, rename and delete product tags; deleting one takes it off every product. */
export function TagManager({ show, onHide, notify }: FeatureTagManagerProps) {
  const { t } = useTranslation();
  const create = useCreateInventoryTag();
  const rename = useRenameInventoryTag();
  return (
    <SharedTagManager
      show={show}
      onHide={onHide}
      ns="inventory"
      tags={useInventoryTags()}
      create={(title) => create.mutateAsync(title)}
      rename={(id, title) => rename.mutateAsync({ id, title })}
      remove={useDeleteInventoryTag()}
      announce={{
        notify,
        created: (tag) => t('inventory.tags.created', { tag }),
        renamed: (tag) => t('inventory.tags.renamed', { tag }),
        deleted: (tag) => t('inventory.tags.deleted', { tag }),
      }}
    />
  );
}
