import { act, screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../../test/render';
import { CitiesTable } from '../../test/cities-table';

// jest-bundles: alone. The drag code, once loaded, stays loaded for the module registry,
// and this test is about the table drawn before it arrives.

it('draws its headers at once, makes the columns draggable when the drag code arrives, and keeps the focus', async () => {
  renderRoutes([{ path: '/', element: <CitiesTable /> }]);
  const grip = () =>
    screen.getByRole('columnheader', { name: 'Name' }).querySelector('.data-table__grip');
  // Drawn without dnd-kit first: the grip is there, not yet a handle.
  expect(grip()).not.toHaveClass('data-table__grip--ready');
  const header = screen.getByRole('columnheader', { name: 'Name' });
  act(() => header.focus());

  await waitFor(() => expect(grip()).toHaveClass('data-table__grip--ready'));
  // The headers were drawn again; the header that had the focus still has it.
  expect(header).not.toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveFocus();
});
