import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type Format = 'bold' | 'italic' | 'list' | 'paragraph';

const FORMATS: { format: Format; icon: string }[] = [
  { format: 'bold', icon: 'bi-type-bold' },
  { format: 'italic', icon: 'bi-type-italic' },
  { format: 'list', icon: 'bi-list-ul' },
  { format: 'paragraph', icon: 'bi-paragraph' },
];

/** Wraps the selected text (or a placeholder word) in the format's HTML. */
export function applyFormat(
  text: string,
  start: number,
  end: number,
  format: Format,
): { text: string; start: number; end: number } {
  const selected = text.slice(start, end);
  let before: string;
  let inner: string;
  let after: string;
  if (format === 'list') {
    const lines = (selected || '…').split(/\r?\n/).filter((line) => line.trim() !== '');
    before = '<ul>\n';
    inner = lines.map((line) => `  <li>${line.trim()}</li>`).join('\n');
    after = '\n</ul>';
  } else {
    const tag = format === 'bold' ? 'strong' : format === 'italic' ? 'em' : 'p';
    before = `<${tag}>`;
    inner = selected || '…';
    after = `</${tag}>`;
  }
  return {
    text: text.slice(0, start) + before + inner + after + text.slice(end),
    start: start + before.length,
    end: start + before.length + inner.length,
  };
}

export interface DescriptionEditorProps {
  registration: UseFormRegisterReturn<'description'>;
  /** Sets the field's value (react-hook-form's setValue). */
  onFormat: (value: string) => void;
  invalid: boolean;
  placeholder?: string;
  describedBy?: string;
}

/** A plain HTML textarea with a small formatting toolbar; the server sanitises the HTML. */
export function DescriptionEditor({
  registration,
  onFormat,
  invalid,
  placeholder,
  describedBy,
}: DescriptionEditorProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement | null>(null);
  const { ref, ...field } = registration;

  function format(kind: Format) {
    const element = area.current;
    if (!element) return;
    const next = applyFormat(element.value, element.selectionStart, element.selectionEnd, kind);
    onFormat(next.text);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.start, next.end);
    });
  }

  return (
    <>
      <div
        className="vacancy-form__toolbar"
        role="toolbar"
        aria-label={t('vacancies.form.toolbar.label')}
      >
        <ButtonGroup size="sm">
          {FORMATS.map(({ format: kind, icon }) => (
            <Button
              key={kind}
              variant="link"
              className="text-body-secondary"
              onClick={() => format(kind)}
              title={t(`vacancies.form.toolbar.${kind}`)}
              aria-label={t(`vacancies.form.toolbar.${kind}`)}
            >
              <i className={`bi ${icon}`} aria-hidden="true" />
            </Button>
          ))}
        </ButtonGroup>
      </div>
      <Form.Control
        as="textarea"
        rows={10}
        className="vacancy-form__description"
        placeholder={placeholder}
        isInvalid={invalid}
        aria-describedby={describedBy}
        {...field}
        ref={(element: HTMLTextAreaElement | null) => {
          area.current = element;
          ref(element);
        }}
      />
    </>
  );
}
