import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
// The server's rule and its upgrade table: what the API accepts and what old data becomes.
import { iconNameProblem, iconsIn } from '../../../../server/src/common/icons/icon-names';
import { ACTIVITY_ICONS } from '../../../../server/src/modules/activities/activity-templates';
import { BOOTSTRAP_TO_HEROICONS } from '../../../../server/src/common/icons/legacy-icons';
import { jsonResponse, stubFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { AppIcon } from './AppIcon';
import { FALLBACK_GLYPH, ICON_TABLE, iconGlyph } from './icon-table';
import { PICKER_ICONS, pickerLabel } from './picker-icons';

const ROOT = resolve(__dirname, '../../../..');

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? jsonFiles(join(dir, entry.name))
      : entry.name.endsWith('.json')
        ? [join(dir, entry.name)]
        : [],
  );
}

const unmapped = (names: readonly string[]) => names.filter((name) => !iconGlyph(name));

describe('the icon table', () => {
  it('maps every icon of the sample data (data/seed)', () => {
    const icons = jsonFiles(join(ROOT, 'data/seed')).flatMap((file) =>
      iconsIn(JSON.parse(readFileSync(file, 'utf8'))),
    );
    expect(icons.length).toBeGreaterThan(40);
    expect(unmapped(icons)).toEqual([]);
  });

  it('maps the icons the server writes itself (the activity feed, upgrade defaults)', () => {
    expect(
      unmapped([
        ...Object.values(ACTIVITY_ICONS),
        'heroicons_outline:bolt',
        'heroicons_outline:squares-2x2',
        'heroicons_outline:bookmark',
        'heroicons_mini:bell',
        'heroicons_mini:envelope',
      ]),
    ).toEqual([]);
  });

  it('maps every name stored data is upgraded to', () => {
    const names = Object.values(BOOTSTRAP_TO_HEROICONS).flatMap((name) => [
      `heroicons_outline:${name}`,
      `heroicons_mini:${name}`,
    ]);
    expect(unmapped(names)).toEqual([]);
  });

  it('maps the icons the original client shows in its sample data', () => {
    // The demo's names (navigation, shortcuts, mailbox, scrumboard, notifications) and the
    // Material and Feather names its templates use.
    // prettier-ignore
    const demo = [
      'academic-cap', 'banknotes', 'bars-3', 'bars-3-bottom-left', 'bolt', 'book-open',
      'calculator', 'chart-pie', 'chat-bubble-bottom-center-text', 'check-circle',
      'clipboard-document-check', 'clock', 'cloud', 'cog-8-tooth', 'currency-dollar', 'document',
      'document-duplicate', 'envelope', 'exclamation-circle', 'exclamation-triangle', 'home',
      'information-circle', 'lock-closed', 'magnifying-glass-circle', 'megaphone', 'pencil',
      'pencil-square', 'play', 'question-mark-circle', 'rectangle-group', 'rectangle-stack',
      'shopping-cart', 'sparkles', 'square-2-stack', 'square-3-stack-3d', 'squares-2x2',
      'swatch', 'table-cells', 'tag', 'user-circle', 'user-group', 'view-columns', 'arrow-path',
      'clipboard-document-list', 'inbox', 'paper-airplane', 'trash', 'star', 'calendar',
    ].map((name) => `heroicons_outline:${name}`);
    expect(
      unmapped([
        ...demo,
        'heroicons_mini:star',
        'heroicons_mini:envelope',
        'heroicons_mini:arrow-path',
        'mat_outline:star',
        'mat_outline:star_half',
        'feather:facebook',
        'feather:github',
        'feather:twitter',
      ]),
    ).toEqual([]);
  });

  it('draws only glyphs that bootstrap-icons has, and keeps the fallback for unknown names', () => {
    const font = JSON.parse(
      readFileSync(join(ROOT, 'node_modules/bootstrap-icons/font/bootstrap-icons.json'), 'utf8'),
    ) as Record<string, number>;
    const glyphs = Object.values(ICON_TABLE).flatMap((family) => Object.values(family));
    expect(glyphs.filter((glyph) => !(glyph in font))).toEqual([]);
    expect(font).toHaveProperty(FALLBACK_GLYPH);
    expect(glyphs).not.toContain(FALLBACK_GLYPH);
  });

  it('reads every icon set and nothing else', () => {
    expect(iconGlyph('heroicons_outline:chart-pie')).toBe('pie-chart');
    expect(iconGlyph('heroicons_solid:chart-pie')).toBe('pie-chart');
    expect(iconGlyph('heroicons_mini:star')).toBe('star');
    expect(iconGlyph('mat_outline:star_half')).toBe('star-half');
    expect(iconGlyph('mat_solid:settings')).toBe('gear');
    expect(iconGlyph('dashboard')).toBe('speedometer2');
    expect(iconGlyph('feather:github')).toBe('github');
    for (const name of ['bi-star', 'fa:star', 'heroicons:star', 'heroicons_outline:nope', '']) {
      expect(iconGlyph(name)).toBeUndefined();
    }
    expect(iconGlyph('heroicons_outline:constructor')).toBeUndefined();
    expect(iconGlyph(undefined)).toBeUndefined();
  });
});

describe('the picker’s icons', () => {
  it('are all accepted by the server and all mapped, once each', () => {
    expect(PICKER_ICONS.length).toBeGreaterThan(150);
    expect(PICKER_ICONS.filter((name) => iconNameProblem(name) !== undefined)).toEqual([]);
    expect(unmapped(PICKER_ICONS)).toEqual([]);
    expect(new Set(PICKER_ICONS).size).toBe(PICKER_ICONS.length);
  });

  it('are labelled by their short name', () => {
    expect(pickerLabel('heroicons_outline:trophy')).toBe('trophy');
    expect(pickerLabel('mat_solid:star')).toBe('mat_solid:star');
  });
});

describe('AppIcon', () => {
  it('draws the mapped glyph, hidden from assistive technology by default', () => {
    const { container } = render(
      <AppIcon name="heroicons_outline:chart-pie" className="nav-icon" />,
    );
    const icon = container.querySelector('i')!;
    expect(icon).toHaveClass('app-icon', 'bi', 'bi-pie-chart', 'nav-icon');
    expect(icon).not.toHaveClass('app-icon--unknown');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveAttribute('data-icon', 'heroicons_outline:chart-pie');
  });

  it.each(['bi-speedometer2', 'fa:star', 'mat_solid:Star', '', null, undefined])(
    'draws the generic glyph for %p without asking the server',
    (name) => {
      const fetch = stubFetch();
      const { container } = render(<AppIcon name={name} />);
      const icon = container.querySelector('i')!;
      expect(icon).toHaveClass('bi', `bi-${FALLBACK_GLYPH}`, 'app-icon--unknown');
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  describe('outside the table (an icon chosen in the icon browser)', () => {
    const materialOutline = {
      namespace: 'mat_outline',
      name: 'Material Outline',
      grid: 'icon-size-6',
      list: ['rocket', 'token'],
    };

    it('draws the icon from its SVG once its set lists it', async () => {
      const fetch = stubFetch(() => jsonResponse(materialOutline));
      renderWithProviders(<AppIcon name="mat_outline:token" label="Token" className="big" />);
      const icon = await screen.findByRole('img', { name: 'Token' });
      await waitFor(() => expect(icon).not.toHaveClass('app-icon--pending'));
      expect(icon).toHaveClass('app-icon', 'app-icon--svg', 'big');
      expect(icon.style.maskImage).toBe('url("/api/ui/icons/material-outline/svg/token")');
      expect(new URL(fetch.mock.calls[0][0].url).pathname).toBe('/api/ui/icons/material-outline');
    });

    it('draws the generic glyph for a name its set does not have', async () => {
      stubFetch(() => jsonResponse(materialOutline));
      const { container } = renderWithProviders(<AppIcon name="mat_outline:unheard_of" />);
      await waitFor(() => expect(container.querySelector('i.app-icon--unknown')).not.toBeNull());
      expect(container.querySelector('.app-icon--svg')).toBeNull();
    });
  });

  it('names itself when given a label', () => {
    const { getByRole } = render(<AppIcon name="heroicons_mini:star" label="Favourite" />);
    const icon = getByRole('img', { name: 'Favourite' });
    expect(icon).toHaveClass('bi-star');
    expect(icon).not.toHaveAttribute('aria-hidden');
  });
});
