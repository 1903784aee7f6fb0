import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { IsOptional, validateSync } from 'class-validator';
import { SEED_DIR } from '../../store/seed/seed-files';
import { ICON_NAME_PATTERN, ICON_SETS, iconNameProblem, iconsIn, isIconName } from './icon-names';
import { IsIconName } from './is-icon-name.decorator';

function seedFiles(dir = SEED_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? seedFiles(join(dir, entry.name))
      : entry.name.endsWith('.json')
        ? [join(dir, entry.name)]
        : [],
  );
}

const rule =
  'icon must be an icon name: <set>:<name> with the set heroicons_outline, heroicons_solid, ' +
  'heroicons_mini, mat_outline, mat_solid or feather (e.g. heroicons_outline:star), or a ' +
  'bare material-twotone name (e.g. star)';

describe('icon names', () => {
  it.each([
    'heroicons_outline:chart-pie',
    'heroicons_outline:cog-8-tooth',
    'heroicons_outline:squares-2x2',
    'heroicons_solid:check-circle',
    'heroicons_mini:star',
    'mat_outline:star_half',
    'mat_solid:account_circle',
    'feather:github',
    'feather:bar-chart-2',
    'star',
    'account_circle',
    '3d_rotation',
  ])('accepts %p', (name) => {
    expect(iconNameProblem(name)).toBeUndefined();
    expect(isIconName(name)).toBe(true);
  });

  it.each([
    ['bi-star', rule],
    ['bi bi-star', rule],
    ['', rule],
    ['Star', rule],
    [
      ':star',
      'icon names an unknown icon set; the sets are heroicons_outline, heroicons_solid, heroicons_mini, mat_outline, mat_solid or feather (e.g. heroicons_outline:star)',
    ],
    [
      'fa:star',
      'icon names an unknown icon set; the sets are heroicons_outline, heroicons_solid, heroicons_mini, mat_outline, mat_solid or feather (e.g. heroicons_outline:star)',
    ],
    [
      'heroicons:star',
      'icon names an unknown icon set; the sets are heroicons_outline, heroicons_solid, heroicons_mini, mat_outline, mat_solid or feather (e.g. heroicons_outline:star)',
    ],
    [
      'heroicons_outline:',
      'icon must name a heroicons_outline icon in lower-case words joined by - (e.g. heroicons_outline:star)',
    ],
    [
      'heroicons_outline:Chart-Pie',
      'icon must name a heroicons_outline icon in lower-case words joined by - (e.g. heroicons_outline:star)',
    ],
    [
      'heroicons_outline:chart_pie',
      'icon must name a heroicons_outline icon in lower-case words joined by - (e.g. heroicons_outline:star)',
    ],
    [
      'heroicons_outline:chart-pie:x',
      'icon must name a heroicons_outline icon in lower-case words joined by - (e.g. heroicons_outline:star)',
    ],
    [
      'mat_outline:star-half',
      'icon must name a mat_outline icon in lower-case words joined by _ (e.g. mat_outline:star)',
    ],
    [
      'feather:git hub',
      'icon must name a feather icon in lower-case words joined by - (e.g. feather:star)',
    ],
    [`heroicons_outline:${'a'.repeat(70)}`, 'icon must be at most 80 characters'],
  ])('refuses %p, saying why', (name, message) => {
    expect(iconNameProblem(name)).toBe(message);
    expect(isIconName(name)).toBe(false);
  });

  it.each([undefined, null, 42, ['heroicons_outline:star'], { name: 'star' }])(
    'refuses %p (not a string)',
    (value) => {
      expect(iconNameProblem(value)).toBe(rule);
    },
  );

  it('says the same as its regular expression (the API document’s pattern)', () => {
    const names = [
      'heroicons_outline:chart-pie',
      'heroicons_mini:star',
      'mat_solid:star_half',
      'feather:x',
      'star',
      '3d_rotation',
      'bi-star',
      'fa:star',
      'heroicons_outline:chart_pie',
      'mat_outline:star-half',
      'Star',
      ':star',
      'heroicons_outline:',
      'feather:git--hub',
      '_x',
    ];
    for (const name of names)
      expect([name, ICON_NAME_PATTERN.test(name)]).toEqual([name, isIconName(name)]);
  });

  it('names the field it is about', () => {
    expect(iconNameProblem('bi-star', 'shortcut.icon')).toMatch(/^shortcut\.icon must be /);
  });

  it('knows the six icon sets', () => {
    expect(ICON_SETS).toEqual([
      'heroicons_outline',
      'heroicons_solid',
      'heroicons_mini',
      'mat_outline',
      'mat_solid',
      'feather',
    ]);
  });

  it('holds for every icon in the sample data (data/seed)', () => {
    const icons = seedFiles().flatMap((file) => iconsIn(JSON.parse(readFileSync(file, 'utf8'))));
    expect(icons.length).toBeGreaterThan(40);
    expect(icons.filter((icon) => !isIconName(icon))).toEqual([]);
  });
});

describe('@IsIconName', () => {
  class Form {
    @IsIconName()
    icon!: unknown;

    @IsOptional()
    @IsIconName()
    badge?: unknown;
  }
  const problems = (body: object) =>
    validateSync(plainToInstance(Form, body)).flatMap((error) =>
      Object.values(error.constraints ?? {}),
    );

  it('passes icon names and refuses the rest with the rule’s message', () => {
    expect(problems({ icon: 'heroicons_outline:star' })).toEqual([]);
    expect(problems({ icon: 'heroicons_outline:star', badge: 'mat_solid:bolt' })).toEqual([]);
    expect(problems({ icon: 'bi-star' })).toEqual([rule]);
    expect(problems({})).toEqual([rule]);
    expect(problems({ icon: 'star', badge: 'fa:bolt' })).toEqual([
      expect.stringMatching(/^badge names an unknown icon set; /),
    ]);
  });
});
