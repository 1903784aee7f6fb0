/**
 * Icon names as the original client registers its icon sets: a set and
 * a name, `heroicons_outline:chart-pie` (Heroicons v2 names in the heroicons sets, Feather
 * names after `feather:`, Material names after `mat_outline:` and `mat_solid:`), or a bare
 * Material two-tone name (`star`), the client's default set. Every icon the API takes or
 * answers follows this rule. No imports: the web's tests check their lists against it.
 */
export const ICON_SETS = [
  'heroicons_outline',
  'heroicons_solid',
  'heroicons_mini',
  'mat_outline',
  'mat_solid',
  'feather',
] as const;
export type IconSet = (typeof ICON_SETS)[number];

export const ICON_NAME_MAX_LENGTH = 80;
export const ICON_NAME_EXAMPLE = 'heroicons_outline:star';

/** Heroicons and Feather: lower-case words joined by `-` (`cog-8-tooth`). */
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Material: lower-case words joined by `_` (`account_circle`, `3d_rotation`). */
const SNAKE = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;

const NAME_RULES: Readonly<Record<IconSet, RegExp>> = {
  heroicons_outline: KEBAB,
  heroicons_solid: KEBAB,
  heroicons_mini: KEBAB,
  feather: KEBAB,
  mat_outline: SNAKE,
  mat_solid: SNAKE,
};

const SETS_TEXT = `${ICON_SETS.slice(0, -1).join(', ')} or ${ICON_SETS.at(-1)}`;

/** The same rule as one regular expression, for the API document (length aside). */
export const ICON_NAME_PATTERN = new RegExp(
  `^(?:(?:heroicons_outline|heroicons_solid|heroicons_mini|feather):${KEBAB.source.slice(1, -1)}` +
    `|(?:mat_outline|mat_solid):${SNAKE.source.slice(1, -1)}|${SNAKE.source.slice(1, -1)})$`,
);

export const isIconSet = (value: string): value is IconSet =>
  (ICON_SETS as readonly string[]).includes(value);

/** What is wrong with an icon name, said about `field`; undefined when it is one. */
export function iconNameProblem(value: unknown, field = 'icon'): string | undefined {
  const rule =
    `${field} must be an icon name: <set>:<name> with the set ${SETS_TEXT} ` +
    `(e.g. ${ICON_NAME_EXAMPLE}), or a bare material-twotone name (e.g. star)`;
  if (typeof value !== 'string' || value.length === 0) return rule;
  if (value.length > ICON_NAME_MAX_LENGTH) {
    return `${field} must be at most ${ICON_NAME_MAX_LENGTH} characters`;
  }
  const colon = value.indexOf(':');
  if (colon === -1) return SNAKE.test(value) ? undefined : rule;
  const set = value.slice(0, colon);
  const name = value.slice(colon + 1);
  if (!isIconSet(set)) {
    return `${field} names an unknown icon set; the sets are ${SETS_TEXT} (e.g. ${ICON_NAME_EXAMPLE})`;
  }
  if (NAME_RULES[set].test(name)) return undefined;
  const joiner = NAME_RULES[set] === KEBAB ? '-' : '_';
  return `${field} must name a ${set} icon in lower-case words joined by ${joiner} (e.g. ${set}:star)`;
}

export const isIconName = (value: unknown): boolean => iconNameProblem(value) === undefined;

/** Every `icon` string anywhere in a JSON value (seed files, API answers). */
export function iconsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => iconsIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'icon' && typeof inner === 'string') found.push(inner);
      else iconsIn(inner, found);
    }
  }
  return found;
}
