import { lazy, Suspense, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '../../../components/icons';
import {
  MENU_LANGUAGES,
  type MenuItem,
  type MenuLanguage,
  type MenuTexts,
  TITLED_TYPES,
} from '../lib/menu-tree';

// The icon browser and its modal load with the first "Choose icon".
const IconPickerModal = lazy(async () => ({
  default: (await import('../../../components/icons/IconPickerModal')).IconPickerModal,
}));

/** Badge colours offered: Bootstrap's `text-bg-*` pairs, readable in both schemes. */
export const BADGE_COLOURS = [
  'primary',
  'secondary',
  'success',
  'danger',
  'warning',
  'info',
] as const;
type BadgeColour = (typeof BADGE_COLOURS)[number];

export interface ItemProblemTexts {
  title?: string;
  link?: string;
  badge?: string;
  icon?: string;
  /** A problem the server named about the item itself (depth, id). */
  item?: string;
}

export interface ItemEditorProps {
  item: MenuItem;
  /** The name the item shows in the reader's language. */
  name: string;
  /** The name an item has in `language` without a name of its own (its key's, or the server's). */
  defaultName: (item: MenuItem, language: MenuLanguage, field: 'title' | 'subtitle') => string;
  problems: ItemProblemTexts;
  /** Where it may move: the top level (null) and the groups with room for it. */
  destinations: { id: string | null; name: string; depth: number }[];
  parentId: string | null;
  onChange: (change: (item: MenuItem) => MenuItem) => void;
  onMoveTo: (parentId: string | null) => void;
  onDelete: () => void;
}

function TextsFields({
  item,
  field,
  defaultName,
  problem,
  onChange,
}: {
  item: MenuItem;
  field: 'titles' | 'subtitles';
  defaultName: ItemEditorProps['defaultName'];
  problem?: string;
  onChange: ItemEditorProps['onChange'];
}) {
  const { t } = useTranslation();
  const id = useId();
  const texts: MenuTexts = item[field] ?? {};
  const single = field === 'titles' ? 'title' : 'subtitle';
  // What the person typed, even an emptied field; until then a field shows the name in use.
  const [typed, setTyped] = useState<Partial<Record<MenuLanguage, string>>>({});
  const set = (language: MenuLanguage, value: string, fallback: string) => {
    setTyped((current) => ({ ...current, [language]: value }));
    // The default name stays a default (it follows the translations), not a name of its own.
    const own = value.trim() === fallback.trim() ? '' : value;
    onChange((current) => ({ ...current, [field]: { ...current[field], [language]: own } }));
  };
  return (
    <fieldset className="menu-editor__texts">
      <legend className="form-label fs-6 mb-1">{t(`menuConfig.fields.${field}`)}</legend>
      <p className="form-text mt-0 mb-2" id={`${id}-hint`}>
        {t(`menuConfig.hints.${field}`)}
      </p>
      {MENU_LANGUAGES.map((language) => {
        const fallback = defaultName(item, language, single);
        return (
          <Form.Group key={language} className="mb-2" controlId={`${id}-${language}`}>
            <Form.Label className="small mb-1">{t(`menuConfig.languages.${language}`)}</Form.Label>
            <Form.Control
              size="sm"
              lang={language}
              value={typed[language] ?? (texts[language]?.trim() ? texts[language] : fallback)}
              placeholder={fallback}
              maxLength={100}
              isInvalid={!!problem}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
              onChange={(event) => set(language, event.target.value, fallback)}
              data-field={`${field}.${language}`}
            />
          </Form.Group>
        );
      })}
      {problem ? (
        <div className="invalid-feedback d-block" id={`${id}-problem`}>
          {problem}
        </div>
      ) : null}
    </fieldset>
  );
}

function badgeColour(classes: string | undefined): BadgeColour | undefined {
  const match = /^text-bg-(\w+)$/.exec(classes ?? 'text-bg-primary');
  return BADGE_COLOURS.find((colour) => colour === match?.[1]);
}

/** The chosen item's fields: names per language, subtitle, link, icon, badge, hidden, place. */
export function ItemEditor({
  item,
  name,
  defaultName,
  problems,
  destinations,
  parentId,
  onChange,
  onMoveTo,
  onDelete,
}: ItemEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [picking, setPicking] = useState(false);
  const [everPicked, setEverPicked] = useState(false);
  const titled = TITLED_TYPES.includes(item.type);
  const colour = badgeColour(item.badge?.classes);

  return (
    <div className="menu-editor">
      <h2 className="h6 mb-1 menu-editor__heading">{t('menuConfig.editing', { name })}</h2>
      <p className="small text-body-secondary mb-3">
        {t(`menuConfig.types.${item.type}`)} · <code>{item.id}</code>
      </p>
      {problems.item ? (
        <p className="text-danger small" role="alert">
          {problems.item}
        </p>
      ) : null}

      {titled ? (
        <TextsFields
          item={item}
          field="titles"
          defaultName={defaultName}
          problem={problems.title}
          onChange={onChange}
        />
      ) : null}

      {item.type === 'group' ? (
        <TextsFields item={item} field="subtitles" defaultName={defaultName} onChange={onChange} />
      ) : null}

      {item.type === 'basic' ? (
        <Form.Group className="mb-3" controlId={`${id}-link`}>
          <Form.Label>{t('menuConfig.fields.link')}</Form.Label>
          <Form.Control
            size="sm"
            value={item.link ?? ''}
            maxLength={2000}
            placeholder="/apps/notes"
            isInvalid={!!problems.link}
            aria-invalid={problems.link ? true : undefined}
            aria-describedby={
              problems.link ? `${id}-link-hint ${id}-link-problem` : `${id}-link-hint`
            }
            onChange={(event) => onChange((current) => ({ ...current, link: event.target.value }))}
          />
          <Form.Text id={`${id}-link-hint`}>{t('menuConfig.hints.link')}</Form.Text>
          <Form.Control.Feedback type="invalid" id={`${id}-link-problem`}>
            {problems.link}
          </Form.Control.Feedback>
        </Form.Group>
      ) : null}

      {titled ? (
        <div className="mb-3">
          <span className="form-label d-block" id={`${id}-icon`}>
            {t('menuConfig.fields.icon')}
          </span>
          <div className="d-flex flex-wrap align-items-center gap-2" aria-labelledby={`${id}-icon`}>
            {item.icon ? (
              <>
                <AppIcon name={item.icon} className="menu-editor__icon" />
                <code className="small text-break">{item.icon}</code>
              </>
            ) : (
              <span className="small text-body-secondary">{t('menuConfig.noIcon')}</span>
            )}
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => {
                setEverPicked(true);
                setPicking(true);
              }}
            >
              {t('menuConfig.actions.chooseIcon')}
            </Button>
            {item.icon ? (
              <Button
                size="sm"
                variant="link"
                className="px-1"
                onClick={() =>
                  onChange((current) => {
                    const { icon: _icon, ...rest } = current;
                    return rest;
                  })
                }
              >
                {t('menuConfig.actions.removeIcon')}
              </Button>
            ) : null}
          </div>
          {problems.icon ? <div className="invalid-feedback d-block">{problems.icon}</div> : null}
          {everPicked ? (
            <Suspense fallback={null}>
              <IconPickerModal
                show={picking}
                value={item.icon}
                onHide={() => setPicking(false)}
                onPick={(icon) => {
                  setPicking(false);
                  onChange((current) => ({ ...current, icon }));
                }}
              />
            </Suspense>
          ) : null}
        </div>
      ) : null}

      {titled ? (
        <fieldset className="mb-3">
          <legend className="form-label fs-6 mb-1">{t('menuConfig.fields.badge')}</legend>
          <div className="d-flex flex-wrap gap-2 align-items-start">
            <Form.Group controlId={`${id}-badge`} className="menu-editor__badge-text">
              <Form.Label className="small mb-1">{t('menuConfig.fields.badgeText')}</Form.Label>
              <Form.Control
                size="sm"
                value={item.badge?.title ?? ''}
                maxLength={40}
                onChange={(event) =>
                  onChange((current) => ({
                    ...current,
                    badge: { ...current.badge, title: event.target.value },
                  }))
                }
              />
            </Form.Group>
            <Form.Group controlId={`${id}-badge-colour`}>
              <Form.Label className="small mb-1">{t('menuConfig.fields.badgeColour')}</Form.Label>
              <Form.Select
                size="sm"
                value={colour ?? 'custom'}
                isInvalid={!!problems.badge}
                aria-invalid={problems.badge ? true : undefined}
                onChange={(event) =>
                  onChange((current) => ({
                    ...current,
                    badge: { ...current.badge, classes: `text-bg-${event.target.value}` },
                  }))
                }
              >
                {colour ? null : (
                  <option value="custom">{item.badge?.classes ?? t('menuConfig.custom')}</option>
                )}
                {BADGE_COLOURS.map((one) => (
                  <option key={one} value={one}>
                    {t(`menuConfig.colours.${one}`)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            {item.badge?.title ? (
              <span className={`badge ${item.badge.classes || 'text-bg-primary'} align-self-end`}>
                {item.badge.title}
              </span>
            ) : null}
          </div>
          {problems.badge ? <div className="invalid-feedback d-block">{problems.badge}</div> : null}
        </fieldset>
      ) : null}

      <Form.Check
        type="switch"
        id={`${id}-hidden`}
        className="mb-3"
        label={t('menuConfig.fields.hidden')}
        checked={!!item.hidden}
        onChange={(event) => {
          const hidden = event.target.checked;
          onChange((current) => {
            const { hidden: _hidden, ...rest } = current;
            return hidden ? { ...rest, hidden: true } : rest;
          });
        }}
      />

      <Form.Group className="mb-3" controlId={`${id}-parent`}>
        <Form.Label>{t('menuConfig.fields.parent')}</Form.Label>
        <Form.Select
          size="sm"
          value={parentId ?? ''}
          onChange={(event) => onMoveTo(event.target.value === '' ? null : event.target.value)}
        >
          {destinations.map((destination) => (
            <option key={destination.id ?? ''} value={destination.id ?? ''}>
              {'\u2003'.repeat(destination.depth)}
              {destination.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>

      <Button size="sm" variant="outline-danger" onClick={onDelete}>
        <i className="bi bi-trash3 me-1" aria-hidden="true" />
        {t('menuConfig.actions.deleteItem')}
      </Button>
    </div>
  );
}
