import { screen } from '@testing-library/react';
import { ApiError } from '../../../lib/api/errors';
import { renderWithProviders } from '../../../test/render';
import { NameDialog } from './NameDialog';

describe('NameDialog', () => {
  it('puts a name clash (409) beside the name field and keeps the typed name', async () => {
    const onSubmit = jest.fn().mockRejectedValue(
      new ApiError({
        statusCode: 409,
        message: 'An item named Budget.xlsx already exists in this folder',
        error: 'Conflict',
        fields: { name: ['An item named Budget.xlsx already exists in this folder'] },
      }),
    );
    const { user } = renderWithProviders(
      <NameDialog
        title="Rename Report.xlsx"
        submitLabel="Rename"
        initialName="Report.xlsx"
        onSubmit={onSubmit}
        onHide={jest.fn()}
      />,
    );
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Budget.xlsx');
    await user.click(screen.getByRole('button', { name: 'Rename' }));

    expect(
      await screen.findByText('An item named Budget.xlsx already exists in this folder'),
    ).toBeInTheDocument();
    expect(name).toHaveClass('is-invalid');
    expect(name).toHaveValue('Budget.xlsx');
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Budget.xlsx', description: '' });
  });

  it('refuses a name with a slash before asking the server', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithProviders(
      <NameDialog
        title="New folder"
        submitLabel="Create folder"
        onSubmit={onSubmit}
        onHide={jest.fn()}
      />,
    );
    await user.type(screen.getByLabelText('Name'), 'a/b');
    await user.click(screen.getByRole('button', { name: 'Create folder' }));
    expect(await screen.findByText('A name cannot contain / or \\.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
