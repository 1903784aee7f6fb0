import { screen, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { findToast, WithToasts } from '../../../test/toasts';
import type { Contact } from '../api/contacts-api';
import { AvatarEditor } from './AvatarEditor';

// The upload goes through XMLHttpRequest (for its progress): answered here at once.
jest.mock('../../../lib/api/upload', () => ({
  uploadWithProgress: jest.fn(({ fields }: { fields: { id: string } }) =>
    Promise.resolve({ id: fields.id, name: 'Ana López', avatar: 'images/avatars/ana.jpg' }),
  ),
}));

const ANA = { id: 'c-ana', name: 'Ana López', avatar: 'images/avatars/old.jpg' } as Contact;

function renderEditor() {
  return renderWithProviders(
    <WithToasts>{(notify) => <AvatarEditor contact={ANA} notify={notify} />}</WithToasts>,
  );
}

describe('AvatarEditor', () => {
  it('says in a toast that the new photo was saved', async () => {
    stubFetch();
    const { user, container } = renderEditor();
    const photo = new File(['png'], 'ana.png', { type: 'image/png' });
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, photo);
    expect(await findToast('The photo of Ana López was saved.')).toBeVisible();
  });

  it('says in a toast that the photo was removed', async () => {
    const patches: unknown[] = [];
    stubFetch(async (request) => {
      patches.push(await request.json());
      return jsonResponse({ ...ANA, avatar: null });
    });
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Remove the photo' }));
    const question = await screen.findByRole('dialog', { name: 'Remove photo' });
    await user.click(within(question).getByRole('button', { name: 'Remove the photo' }));
    expect(await findToast('The photo of Ana López was removed.')).toBeVisible();
    expect(patches).toEqual([{ id: ANA.id, contact: { avatar: null } }]);
  });
});
