import { type KeyboardEvent, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';

export interface SkillsInputProps {
  id?: string;
  value: string[];
  onChange: (skills: string[]) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  maxLength?: number;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/**
 * Skills as removable chips: Enter, Tab (with text) or a comma adds what was typed,
 * Backspace in an empty box removes the last chip. Repeats (ignoring case and accents)
 * are not added twice; a pasted "a, b, c" becomes three chips.
 */
export function SkillsInput({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  disabled,
  maxLength = 60,
}: SkillsInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const fallbackId = useId();
  const inputId = id ?? fallbackId;

  function add(text: string) {
    const parts = text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (parts.length === 0) return;
    const next = [...value];
    for (const part of parts) {
      if (!next.some((skill) => fold(skill) === fold(part))) next.push(part);
    }
    onChange(next);
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',' || (event.key === 'Tab' && draft.trim())) {
      if (event.key !== 'Tab' || draft.trim()) {
        event.preventDefault();
        add(draft);
      }
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <div
      className={`skills-input form-control d-flex flex-wrap align-items-center gap-1${invalid ? ' is-invalid' : ''}${disabled ? ' skills-input--disabled' : ''}`}
    >
      {value.map((skill) => (
        <span key={skill} className="badge rounded-pill text-bg-primary skills-input__chip">
          {skill}
          <button
            type="button"
            className="skills-input__remove"
            aria-label={t('applicants.skillsInput.remove', { skill })}
            onClick={() => onChange(value.filter((other) => other !== skill))}
            disabled={disabled}
          >
            <i className="bi bi-x" aria-hidden="true" />
          </button>
        </span>
      ))}
      <Form.Control
        id={inputId}
        plaintext
        className="skills-input__field flex-grow-1"
        value={draft}
        maxLength={maxLength}
        placeholder={t('applicants.skillsInput.placeholder')}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        onChange={(event) => {
          const text = event.target.value;
          if (text.includes(',')) add(text);
          else setDraft(text);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          add(draft);
          onBlur?.();
        }}
      />
    </div>
  );
}
