import { TagManager as SharedTagManager } from '../../../components/tags/TagManager';
import {
  useInventoryTags,
  useCreateInventoryTag,
  useDeleteInventoryTag,
  useRenameInventoryTag,
} from '../api/inventory-api';

/** Create, rename and delete product tags; deleting one takes it off every product. */
export function TagManager({ show, onHide }: { show: boolean; onHide: () => void }) {
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
    />
  );
}
