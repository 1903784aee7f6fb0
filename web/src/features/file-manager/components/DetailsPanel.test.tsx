import { screen } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { findToast, WithToasts } from '../../../test/toasts';
import type { FileItem } from '../api/file-manager';
import { DetailsPanel } from './DetailsPanel';

const FOLDER: FileItem = {
  id: 'f-contracts',
  folderId: null,
  createdAt: '2026-01-01T09:00:00.000Z',
  modifiedAt: '2026-01-02T09:00:00.000Z',
  type: 'folder',
  contents: '3 files',
  description: null,
  name: 'Contracts',
  createdBy: 'Ana López',
  size: '1.2 MB',
};

const actions = {
  onOpen: jest.fn(),
  onDownload: jest.fn(),
  onRename: jest.fn(),
  onMove: jest.fn(),
  onDelete: jest.fn(),
  onClose: jest.fn(),
};

describe('DetailsPanel', () => {
  it('says in a toast that a folder’s description was saved', async () => {
    const patches: unknown[] = [];
    stubFetch(async (request) => {
      if (request.method !== 'PATCH') return jsonResponse({});
      patches.push(await request.json());
      return jsonResponse({ ...FOLDER, description: 'Signed ones only' });
    });
    const { user } = renderWithProviders(
      <WithToasts>
        {(notify) => <DetailsPanel item={FOLDER} actions={actions} notify={notify} />}
      </WithToasts>,
    );
    await user.click(screen.getByRole('button', { name: 'Edit the description' }));
    await user.type(screen.getByLabelText('Description'), 'Signed ones only');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('The description of Contracts was saved.')).toBeVisible();
    expect(patches).toEqual([{ id: FOLDER.id, item: { description: 'Signed ones only' } }]);
  });
});
