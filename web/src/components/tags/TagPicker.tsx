import { useMemo, useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { Tag, TagNamespace } from './TagManager';
import './tags.css';

export interface TagPickerProps {
  /** Whose texts to show: `<ns>.tags.*`. */
  ns: TagNamespace;
  tags: readonly Tag[];
  value: string[];
  onChange: (ids: string[]) => void;
  onManage: () => void;
  invalid?: boolean;
  labelId: string;
}

/** A record's tags as chips (each removable) and a searchable menu to add more. */
export function TagPicker({
  ns,
  tags,
  value,
  onChange,
  onManage,
  invalid,
  labelId,
}: TagPickerProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const byId = useMemo(() => new Map(tags.map((tag) => [tag.id, tag])), [tags]);
  const available = tags
    .filter((tag) => !value.includes(tag.id))
    .filter((tag) => tag.title.toLocaleLowerCase().includes(filter.trim().toLocaleLowerCase()));

  return (
    <div
      className={`tag-picker${invalid ? ' is-invalid' : ''}`}
      role="group"
      aria-labelledby={labelId}
    >
      {value.map((id) => {
        const tag = byId.get(id);
        if (!tag) return null;
        return (
          <span key={id} className="tag-chip">
            {tag.title}
            <button
              type="button"
              className="tag-chip__remove"
              aria-label={t(`${ns}.tags.remove`, { tag: tag.title })}
              onClick={() => onChange(value.filter((tagId) => tagId !== id))}
            >
              <i className="bi bi-x" aria-hidden="true" />
            </button>
          </span>
        );
      })}
      <Dropdown onToggle={(open) => !open && setFilter('')} autoClose="outside">
        <Dropdown.Toggle size="sm" variant="outline-secondary" className="tag-picker__add">
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {t(`${ns}.tags.add`)}
        </Dropdown.Toggle>
        <Dropdown.Menu className="tag-picker__menu">
          <div className="px-2 pb-2">
            <Form.Control
              size="sm"
              type="search"
              value={filter}
              placeholder={t(`${ns}.tags.search`)}
              aria-label={t(`${ns}.tags.search`)}
              onChange={(event) => setFilter(event.target.value)}
            />
          </div>
          <div className="tag-picker__list">
            {available.length === 0 ? (
              <p className="small text-body-secondary px-3 py-1 mb-0">{t(`${ns}.tags.noneLeft`)}</p>
            ) : (
              available.map((tag) => (
                <Dropdown.Item
                  key={tag.id}
                  as="button"
                  type="button"
                  onClick={() => onChange([...value, tag.id])}
                >
                  <i className="bi bi-tag me-2 text-body-secondary" aria-hidden="true" />
                  {tag.title}
                </Dropdown.Item>
              ))
            )}
          </div>
          <Dropdown.Divider />
          <Dropdown.Item as="button" type="button" onClick={onManage}>
            <i className="bi bi-sliders me-2" aria-hidden="true" />
            {t(`${ns}.tags.manage`)}
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
    </div>
  );
}
