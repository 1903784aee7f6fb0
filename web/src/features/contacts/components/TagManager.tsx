import { TagManager as SharedTagManager } from '../../../components/tags/TagManager';
import {
  useContactTags,
  useCreateContactTag,
  useDeleteContactTag,
  useRenameContactTag,
} from '../api/contacts-api';

/** Create, rename and delete contact tags; deleting one takes it off every contact. */
export function TagManager({ show, onHide }: { show: boolean; onHide: () => void }) {
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
    />
  );
}
