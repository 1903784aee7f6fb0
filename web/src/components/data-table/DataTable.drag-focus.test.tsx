import { act, screen, waitFor } from '@testing-library/react';
import type * as ReactModule from 'react';
import { renderRoutes } from '../../test/render';
import { CitiesTable } from '../../test/cities-table';

// jest-bundles: alone. The drag code, once loaded, stays loaded for the module registry,
// and this test is about the headers drawn again when it arrives.

it('keeps the focus of a header focused after the drag code arrived, before the headers were drawn again', async () => {
  // The headers are drawn again in a transition: held here until the header has the focus.
  const held: (() => void)[] = [];
  const react = jest.requireActual<typeof ReactModule>('react');
  const transition = jest
    .spyOn(react, 'startTransition')
    .mockImplementation((draw) => void held.push(draw));
  renderRoutes([{ path: '/', element: <CitiesTable /> }]);
  await waitFor(() => expect(held).toHaveLength(1));
  transition.mockRestore();

  const header = screen.getByRole('columnheader', { name: 'Country' });
  act(() => header.focus());
  act(() => held[0]());

  expect(header).not.toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Country' })).toHaveFocus();
});
