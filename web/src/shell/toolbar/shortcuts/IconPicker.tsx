import { type KeyboardEvent, lazy, Suspense, useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { AppIcon, PICKER_ICONS, pickerLabel } from '../../../components/icons';

// Every icon of every set: loaded when someone asks for more than the grid offers.
const IconPickerModal = lazy(async () => ({
  default: (await import('../../../components/icons/IconPickerModal')).IconPickerModal,
}));

/** Icons per row of the grid; the arrow keys move by one or by a row. */
export const ICON_PICKER_COLUMNS = 8;

export interface IconPickerProps {
  id: string;
  /** An icon name of the original client's sets, e.g. 'heroicons_outline:briefcase', or ''. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  /** The id of the element that describes the field (its error). */
  describedBy?: string;
  /** Told when the icon browser's dialog ("More icons…") opens and closes. */
  onBrowserChange?: (open: boolean) => void;
}

/**
 * A searchable grid of the icons pickers offer, one of them chosen (a radio group), and
 * "More icons…": the icon browser, for any icon of any set.
 */
export function IconPicker({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  onBrowserChange,
}: IconPickerProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const [browsing, setBrowsing] = useState(false);
  // Mounted from the first "More icons…" on, so that closing it can animate.
  const [everBrowsed, setEverBrowsed] = useState(false);

  function browse(open: boolean) {
    if (open) setEverBrowsed(true);
    setBrowsing(open);
    onBrowserChange?.(open);
  }
  const grid = useRef<HTMLDivElement>(null);

  const names = useMemo(() => {
    const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const matching = PICKER_ICONS.filter((name) =>
      words.every((word) => pickerLabel(name).includes(word)),
    );
    // A chosen icon outside the offered list (another set, an older name) still shows,
    // and stays chosen.
    return value && !PICKER_ICONS.includes(value) && words.length === 0
      ? [value, ...matching]
      : matching;
  }, [filter, value]);

  const focusable = names.includes(value) ? value : names[0];

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: ICON_PICKER_COLUMNS,
      ArrowUp: -ICON_PICKER_COLUMNS,
    };
    let next: number | undefined;
    if (event.key in moves) next = index + moves[event.key];
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = names.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const target = Math.max(0, Math.min(names.length - 1, next));
    grid.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[target]?.focus();
    onChange(names[target]);
  }

  return (
    <div className={`icon-picker${invalid ? ' is-invalid' : ''}`}>
      <div className="icon-picker__top">
        <span className="icon-picker__preview" aria-hidden="true">
          {value ? <AppIcon name={value} /> : <i className="bi bi-question-lg" />}
        </span>
        <Form.Control
          id={id}
          size="sm"
          type="text"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={t('toolbar.shortcuts.iconPicker.search')}
          aria-label={t('toolbar.shortcuts.iconPicker.search')}
          autoComplete="off"
          isInvalid={invalid}
          aria-describedby={describedBy}
        />
      </div>
      <div className="icon-picker__chosen small text-body-secondary" aria-live="polite">
        {value || t('toolbar.shortcuts.iconPicker.none')}
      </div>
      <div
        ref={grid}
        className="icon-picker__grid"
        role="radiogroup"
        aria-label={t('toolbar.shortcuts.form.icon')}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
        }}
      >
        {names.length === 0 ? (
          <div className="icon-picker__empty small text-body-secondary">
            {t('toolbar.shortcuts.iconPicker.noMatch')}
          </div>
        ) : (
          names.map((name, index) => (
            <button
              key={name}
              type="button"
              role="radio"
              aria-checked={name === value}
              aria-label={pickerLabel(name)}
              title={pickerLabel(name)}
              tabIndex={name === focusable ? 0 : -1}
              className={`icon-picker__option${name === value ? ' is-chosen' : ''}`}
              onClick={() => onChange(name)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <AppIcon name={name} />
            </button>
          ))
        )}
      </div>
      <Button variant="link" size="sm" className="icon-picker__more" onClick={() => browse(true)}>
        {t('icons.moreIcons')}
      </Button>
      {everBrowsed ? (
        <Suspense fallback={null}>
          <IconPickerModal
            show={browsing}
            value={value || undefined}
            onHide={() => browse(false)}
            onPick={(icon) => {
              onChange(icon);
              browse(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
