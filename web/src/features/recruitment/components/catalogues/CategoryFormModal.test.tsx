import { screen } from '@testing-library/react';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { itResolvesVersionConflictsFromAListRow } from '../../../../test/version-conflict';
import type { Category } from '../../api/categories';
import { CategoryFormModal } from './CategoryFormModal';

describe('CategoryFormModal', () => {
  it('gives the slug’s help once, below the field, not again as a placeholder', () => {
    stubFetch();
    renderWithProviders(
      <CategoryFormModal show category={null} onHide={() => undefined} onSaved={jest.fn()} />,
    );
    const slug = screen.getByLabelText('Slug');
    expect(slug).not.toHaveAttribute('placeholder');
    expect(screen.getAllByText('Made from the name when saved.')).toHaveLength(1);
    expect(slug).toHaveAccessibleDescription('Made from the name when saved.');
  });

  it('says an empty name is required', async () => {
    const fetch = stubFetch();
    const { user } = renderWithProviders(
      <CategoryFormModal show category={null} onHide={() => undefined} onSaved={jest.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText("Enter the category's name.")).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  describe('when someone else changed the category meanwhile', () => {
    /** As the categories list shows it: without a version. */
    const ROW: Category = {
      id: 'k1',
      name: 'Finanzas',
      slug: 'finanzas',
      kind: 'vacancy',
      description: '',
      active: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    itResolvesVersionConflictsFromAListRow({
      row: ROW,
      theirChanges: { name: 'Finanzas y banca' },
      open: (onSaved) =>
        renderWithProviders(
          <CategoryFormModal show category={ROW} onHide={jest.fn()} onSaved={onSaved} />,
        ),
      edit: (user) => user.type(screen.getByLabelText('Description'), 'Cuentas'),
      expectEdited: () => expect(screen.getByLabelText('Description')).toHaveValue('Cuentas'),
      save: 'Save',
      changed: 'Name',
      edits: { description: 'Cuentas' },
      expectTheirs: () => {
        expect(screen.getByLabelText('Description')).toHaveValue('');
        expect(screen.getByLabelText('Name')).toHaveValue('Finanzas y banca');
      },
    });
  });
});
