import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { FeatureTagManagerProps } from '../components/tags/TagManager';
import { jsonResponse, stubFetch } from './fetch';
import { renderWithProviders } from './render';
import { findToast, WithToasts } from './toasts';

/** A feature's tag manager: its title form, list and dialogs are the shared TagManager's. */
export type FeatureTagManager = ComponentType<FeatureTagManagerProps>;

/** A tags API holding one tag; it answers creates and renames with the tag as saved. */
function stubTags() {
  const tags = [{ id: 'tag-vip', title: 'VIP' }];
  stubFetch(async (request) => {
    if (request.method === 'GET') return jsonResponse(tags);
    if (request.method === 'DELETE') return jsonResponse(true);
    const body = (await request.json()) as { id?: string; tag: { title: string } };
    return jsonResponse({ id: body.id ?? 'tag-new', title: body.tag.title });
  });
}

/** The cases of a feature's tag manager that says each change in a toast. */
export function itSaysTagChangesInToasts(Manager: FeatureTagManager): void {
  function open() {
    stubTags();
    return renderWithProviders(
      <WithToasts>{(notify) => <Manager show onHide={jest.fn()} notify={notify} />}</WithToasts>,
    );
  }

  it('says in a toast that a tag was created', async () => {
    const { user } = open();
    await user.type(await screen.findByRole('textbox', { name: 'New tag' }), 'Partner');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await findToast('Tag “Partner” created')).toBeVisible();
  });

  it('says in a toast that a tag was renamed, and one deleted', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Rename VIP' }));
    const field = await screen.findByRole('textbox', { name: 'New name for VIP' });
    await user.clear(field);
    await user.type(field, 'Key account');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast('Tag renamed to “Key account”')).toBeVisible();

    await user.click(await screen.findByRole('button', { name: 'Delete VIP' }));
    const question = await screen.findByRole('dialog', { name: 'Delete tag' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Tag “VIP” deleted')).toBeVisible();
  });
}
