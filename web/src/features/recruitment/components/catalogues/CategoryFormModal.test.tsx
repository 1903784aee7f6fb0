import { screen } from '@testing-library/react';
import { stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
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
});
