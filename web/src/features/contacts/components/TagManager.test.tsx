import { itSaysTagChangesInToasts } from '../../../test/tag-manager';
import { TagManager } from './TagManager';

describe('TagManager', () => {
  itSaysTagChangesInToasts(TagManager);
});
