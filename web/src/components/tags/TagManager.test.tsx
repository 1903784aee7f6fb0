import type { UseQueryResult } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { type Tag, TagManager, type TagManagerProps } from './TagManager';

const TAGS: Tag[] = [
  { id: 't1', title: 'Work' },
  { id: 't2', title: 'Family' },
];

function loaded(data: readonly Tag[]): UseQueryResult<readonly Tag[]> {
  return { data, isPending: false, isError: false } as UseQueryResult<readonly Tag[]>;
}

function renderManager(overrides: Partial<TagManagerProps> = {}) {
  const props: TagManagerProps = {
    show: true,
    onHide: jest.fn(),
    ns: 'contacts',
    tags: loaded(TAGS),
    create: jest.fn().mockResolvedValue({}),
    rename: jest.fn().mockResolvedValue({}),
    remove: { mutate: jest.fn(), isPending: false },
    announce: {
      notify: jest.fn(),
      created: (tag) => `created ${tag}`,
      renamed: (tag) => `renamed ${tag}`,
      deleted: (tag) => `deleted ${tag}`,
    },
    ...overrides,
  };
  return { props, ...renderWithProviders(<TagManager {...props} />) };
}

describe('TagManager', () => {
  it("lists the tags under the feature's title and creates a new one", async () => {
    const { props, user } = renderManager();
    const dialog = await screen.findByRole('dialog', { name: 'Contact tags' });
    expect(within(dialog).getByText('Work')).toBeInTheDocument();
    expect(within(dialog).getByText('Family')).toBeInTheDocument();
    // The title form loads with the dialog's first showing.
    await user.type(await within(dialog).findByLabelText('New tag'), '  Band ');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(props.create).toHaveBeenCalledWith('Band');
    expect(props.announce.notify).toHaveBeenCalledWith('success', 'created Band');
  });

  it('refuses an empty title without asking the server', async () => {
    const { props, user } = renderManager();
    const dialog = await screen.findByRole('dialog', { name: 'Contact tags' });
    await user.click(await within(dialog).findByRole('button', { name: 'Add' }));
    expect(props.create).not.toHaveBeenCalled();
  });

  it('renames a tag in place', async () => {
    const { props, user } = renderManager();
    const dialog = await screen.findByRole('dialog', { name: 'Contact tags' });
    await user.click(within(dialog).getByRole('button', { name: 'Rename Work' }));
    const input = await within(dialog).findByLabelText('New name for Work');
    await user.clear(input);
    await user.type(input, 'Office');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(props.rename).toHaveBeenCalledWith('t1', 'Office');
  });

  it('deletes a tag only after the confirmation', async () => {
    const { props, user } = renderManager();
    const dialog = await screen.findByRole('dialog', { name: 'Contact tags' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Family' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Delete tag' });
    expect(props.remove.mutate).not.toHaveBeenCalled();
    await user.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    expect(props.remove.mutate).toHaveBeenCalledWith('t2', expect.anything());
  });
});
