import { useEffect, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchInputProps {
  /** The search in force (from the URL). */
  value: string;
  /** Called once typing pauses, or at once on Enter. */
  onSearch: (value: string) => void;
  placeholder?: string;
  /** Accessible name; default "Search". */
  label?: string;
  className?: string;
  delay?: number;
}

/** A search box that asks the server only when typing pauses; Escape clears it. */
export function SearchInput({
  value,
  onSearch,
  placeholder,
  label,
  className,
  delay = SEARCH_DEBOUNCE_MS,
}: SearchInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The URL changed under us (Back, reset): show what is in force.
  if (value !== synced) {
    setSynced(value);
    setText(value);
  }

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function schedule(next: string, wait: number) {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      if (next.trim() !== value.trim()) onSearch(next.trim());
    }, wait);
  }

  return (
    <InputGroup className={['data-table-search', className].filter(Boolean).join(' ')}>
      <InputGroup.Text className="bg-body">
        <i className="bi bi-search" aria-hidden="true" />
      </InputGroup.Text>
      <Form.Control
        type="search"
        value={text}
        placeholder={placeholder ?? t('dataTable.searchPlaceholder')}
        aria-label={label ?? t('dataTable.search')}
        maxLength={100}
        onChange={(event) => {
          setText(event.target.value);
          schedule(event.target.value, delay);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            schedule(text, 0);
          } else if (event.key === 'Escape' && text) {
            event.preventDefault();
            setText('');
            schedule('', 0);
          }
        }}
      />
    </InputGroup>
  );
}
