import type { Navigation, NavigationItem } from './navigation.types';
import { servedNavigation } from './served-navigation';

const basic = (id: string, extra: Partial<NavigationItem> = {}): NavigationItem => ({
  id,
  type: 'basic',
  title: id,
  link: `/${id.replace('.', '/')}`,
  ...extra,
});
const group = (id: string, children: NavigationItem[]): NavigationItem => ({
  id,
  type: 'group',
  title: id,
  children,
});

const DEFAULT = [group('apps', [basic('apps.mailbox'), basic('apps.tasks')])];

describe('servedNavigation', () => {
  it('serves a variant that leads nowhere as the default one, the mailbox with an empty badge', () => {
    const served = servedNavigation({
      default: DEFAULT,
      compact: [],
      futuristic: [],
      horizontal: [group('dashboards', [])],
    });
    const expected = [
      group('apps', [
        basic('apps.mailbox', { badge: { title: '', classes: '' } }),
        basic('apps.tasks'),
      ]),
    ];
    expect(served).toEqual({
      default: expected,
      compact: expected,
      futuristic: expected,
      horizontal: expected,
    });
  });

  it('serves a variant of its own as saved, and keeps the badge an administrator gave', () => {
    const own = [basic('apps.mailbox', { badge: { title: 'Nuevo', classes: 'text-bg-danger' } })];
    const navigation: Navigation = {
      default: DEFAULT,
      compact: own,
      futuristic: [],
      horizontal: [],
    };
    expect(servedNavigation(navigation).compact).toEqual(own);
  });

  it('completes a badge without a title or classes', () => {
    const own = [basic('apps.mailbox', { badge: { classes: 'text-bg-danger' } })];
    const navigation: Navigation = { default: own, compact: [], futuristic: [], horizontal: [] };
    expect(servedNavigation(navigation).default[0].badge).toEqual({
      title: '',
      classes: 'text-bg-danger',
    });
  });
});
