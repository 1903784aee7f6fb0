import { act, screen } from '@testing-library/react';
import { renderRoutes } from '../../test/render';
import type { ListConfig } from './list-params';
import { type ListState, useListParams } from './useListParams';

const CONFIG: ListConfig<'city' | 'skill'> = { filters: ['city', 'skill'] };

let list: ListState<'city' | 'skill'>;
function Filters() {
  list = useListParams(CONFIG);
  return <p data-testid="filters">{JSON.stringify(list.params.filters)}</p>;
}

describe('useListParams', () => {
  it('keeps both of two changes made one right after the other', async () => {
    const { router } = renderRoutes([{ path: '/list', element: <Filters /> }], {
      initialEntries: ['/list?page=2'],
    });
    await screen.findByTestId('filters');
    // Two filters committed in one go (the first on blur, the next at once).
    act(() => {
      list.setFilter('city', 'Puebla');
      list.setFilter('skill', 'Excel');
    });
    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('city'), search.get('skill'), search.get('page')]).toEqual([
      'Puebla',
      'Excel',
      null,
    ]);
    expect(screen.getByTestId('filters')).toHaveTextContent('"city":"Puebla"');
    expect(screen.getByTestId('filters')).toHaveTextContent('"skill":"Excel"');

    // Later changes start from what the router shows.
    act(() => list.setFilter('city', undefined));
    expect(new URLSearchParams(router.state.location.search).get('city')).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('skill')).toBe('Excel');
  });
});
