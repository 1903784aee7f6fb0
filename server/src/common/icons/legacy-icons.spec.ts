import { isIconName } from './icon-names';
import { BOOTSTRAP_TO_HEROICONS, upgradeIconName, withUpgradedIcon } from './legacy-icons';

const FALLBACK = 'heroicons_outline:squares-2x2';

describe('upgradeIconName', () => {
  it.each([
    ['bi-speedometer2', 'heroicons_outline:chart-pie'],
    ['bi-briefcase', 'heroicons_outline:briefcase'],
    ['bi-people', 'heroicons_outline:user-group'],
    ['bi-gear', 'heroicons_outline:cog-8-tooth'],
    ['bi bi-gear', 'heroicons_outline:cog-8-tooth'],
    [' bi-gear ', 'heroicons_outline:cog-8-tooth'],
  ])('maps %p to %p', (stored, upgraded) => {
    expect(upgradeIconName(stored, 'heroicons_outline', FALLBACK)).toBe(upgraded);
  });

  it('names the set it is asked for', () => {
    expect(upgradeIconName('bi-stars', 'heroicons_mini', 'heroicons_mini:bell')).toBe(
      'heroicons_mini:star',
    );
  });

  it.each(['bi-unheard-of', 'bi-constructor', 'bi-toString', 'bi-', 'fa-star', 'foo:bar', 'Star'])(
    'falls back for %p',
    (stored) => {
      expect(upgradeIconName(stored, 'heroicons_outline', FALLBACK)).toBe(FALLBACK);
    },
  );

  it.each(['heroicons_outline:home', 'heroicons_mini:star', 'mat_solid:star_half', 'star'])(
    'keeps %p, already a valid icon name',
    (stored) => {
      expect(upgradeIconName(stored, 'heroicons_outline', FALLBACK)).toBe(stored);
    },
  );

  it('leaves a record without an icon without one', () => {
    expect(upgradeIconName(undefined, 'heroicons_outline', FALLBACK)).toBeUndefined();
  });

  it('maps every old name to a valid name in both sets', () => {
    const invalid = Object.entries(BOOTSTRAP_TO_HEROICONS).filter(
      ([, name]) =>
        !isIconName(`heroicons_outline:${name}`) || !isIconName(`heroicons_mini:${name}`),
    );
    expect(invalid).toEqual([]);
  });
});

describe('withUpgradedIcon', () => {
  it('answers a copy with the new icon, or the same record', () => {
    const old = { id: '1', icon: 'bi-gift', label: 'Canjes' };
    expect(withUpgradedIcon(old, 'heroicons_outline', FALLBACK)).toEqual({
      id: '1',
      icon: 'heroicons_outline:gift',
      label: 'Canjes',
    });
    const current = { id: '2', icon: 'heroicons_outline:gift' };
    expect(withUpgradedIcon(current, 'heroicons_outline', FALLBACK)).toBe(current);
    const none = { id: '3' } as { id: string; icon?: string };
    expect(withUpgradedIcon(none, 'heroicons_outline', FALLBACK)).toBe(none);
  });
});
