import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { IconBrowser } from './IconBrowser';
import { type IconList, matchIcons } from './icon-sets';

const OUTLINE: IconList = {
  namespace: 'heroicons_outline',
  name: 'Heroicons Outline',
  grid: 'icon-size-6',
  list: ['academic-cap', 'arrow-down', 'bell', 'sparkles', 'star', 'user-star'],
};
const TWOTONE: IconList = {
  namespace: '',
  name: 'Material Twotone',
  grid: 'icon-size-6',
  list: ['account_circle', 'star', 'star_half'],
};

function stubIcons() {
  return stubFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/ui/icons/heroicons-outline') return jsonResponse(OUTLINE);
    if (pathname === '/api/ui/icons/material-twotone') return jsonResponse(TWOTONE);
    return jsonResponse({ statusCode: 404, message: 'NOT FOUND', error: 'Not Found' }, 404);
  });
}

const tiles = () =>
  within(screen.getByRole('list', { name: /icons$/ }))
    .getAllByRole('button')
    .map((button) => button.getAttribute('title'));

describe('matchIcons', () => {
  const list = ['arrow-down', 'arrow_downward', 'arrow-up', 'star', 'star_half'];
  it('finds the names holding every word, words split at spaces, - and _', () => {
    expect(matchIcons(list, '')).toBe(list);
    expect(matchIcons(list, 'arrow down')).toEqual(['arrow-down', 'arrow_downward']);
    expect(matchIcons(list, 'Arrow_Down')).toEqual(['arrow-down', 'arrow_downward']);
    expect(matchIcons(list, 'STAR')).toEqual(['star', 'star_half']);
    expect(matchIcons(list, 'heroicons_outline:star')).toEqual(['star', 'star_half']);
    expect(matchIcons(list, 'zzz')).toEqual([]);
  });
});

describe('IconBrowser', () => {
  it('draws each icon of the set from its SVG, under its name', async () => {
    const fetch = stubIcons();
    renderWithProviders(<IconBrowser set="heroicons-outline" />);
    expect(
      await screen.findByRole('button', { name: 'Copy heroicons_outline:star' }),
    ).toBeInTheDocument();
    expect(tiles()).toEqual(OUTLINE.list.map((name) => `heroicons_outline:${name}`));
    const star = screen.getByRole('button', { name: 'Copy heroicons_outline:star' });
    expect(star).toHaveTextContent('star');
    const glyph = star.querySelector('.icon-glyph') as HTMLElement;
    expect(glyph).toHaveClass('icon-size-6');
    expect(glyph).toHaveAttribute('aria-hidden', 'true');
    expect(glyph.style.maskImage).toBe('url("/api/ui/icons/heroicons-outline/svg/star")');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('filters as the search is typed, once typing pauses', async () => {
    stubIcons();
    const { user } = renderWithProviders(<IconBrowser set="heroicons-outline" />);
    await screen.findByRole('button', { name: 'Copy heroicons_outline:star' });
    await user.type(screen.getByRole('searchbox', { name: 'Search icons' }), 'star');
    // Not at once: the search waits for typing to pause (300 ms).
    expect(tiles()).toHaveLength(OUTLINE.list.length);
    await waitFor(() =>
      expect(tiles()).toEqual(['heroicons_outline:star', 'heroicons_outline:user-star']),
    );

    await user.clear(screen.getByRole('searchbox', { name: 'Search icons' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search icons' }), 'nothing-like-it');
    expect(await screen.findByText('No icon matches “nothing-like-it”.')).toBeInTheDocument();
  });

  it('copies the full name to the clipboard and says so', async () => {
    stubIcons();
    const { user } = renderWithProviders(<IconBrowser set="heroicons-outline" />);
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Copy heroicons_outline:star' }));
    expect(write).toHaveBeenCalledWith('heroicons_outline:star');
    expect(await screen.findByText('Copied heroicons_outline:star')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('heroicons_outline:star');
  });

  it('says so when the browser refuses the clipboard', async () => {
    stubIcons();
    const { user } = renderWithProviders(<IconBrowser set="heroicons-outline" />);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Copy heroicons_outline:bell' }));
    expect(
      await screen.findByText(
        'heroicons_outline:bell could not be copied: your browser refused the clipboard.',
      ),
    ).toBeInTheDocument();
  });

  it('pages a long set, and starts again at page 1 on a new search', async () => {
    stubIcons();
    const { user } = renderWithProviders(<IconBrowser set="heroicons-outline" pageSize={4} />);
    await screen.findByRole('button', { name: 'Copy heroicons_outline:bell' });
    expect(tiles()).toHaveLength(4);
    expect(screen.getByText('1–4 of 6')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(tiles()).toEqual(['heroicons_outline:star', 'heroicons_outline:user-star']);
    expect(screen.getByText('5–6 of 6')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search icons' }), 'a');
    await waitFor(() => expect(screen.getByText('1–4 of 5')).toBeInTheDocument());
  });

  it('in picker mode hands over the full name instead of copying; two-tone names stand bare', async () => {
    stubIcons();
    const onPick = jest.fn();
    const onSetChange = jest.fn();
    const { user } = renderWithProviders(
      <IconBrowser
        set="material-twotone"
        onPick={onPick}
        onSetChange={onSetChange}
        value="star_half"
      />,
    );
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Choose star' }));
    expect(onPick).toHaveBeenCalledWith('star');
    expect(write).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Choose star_half' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    const sets = within(screen.getByRole('group', { name: 'Icon sets' }));
    expect(sets.getByRole('button', { name: 'Material two-tone' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(sets.getByRole('button', { name: 'Feather' }));
    expect(onSetChange).toHaveBeenCalledWith('feather');
  });

  it('offers Retry when the set cannot be loaded', async () => {
    const fetch = stubFetch(() =>
      jsonResponse({ statusCode: 500, message: 'Internal server error', error: 'x' }, 500),
    );
    const { user } = renderWithProviders(<IconBrowser set="heroicons-outline" />);
    expect(await screen.findByText('The icons could not be loaded.')).toBeInTheDocument();
    stubIcons();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('button', { name: 'Copy heroicons_outline:star' }),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
