import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import './html-editor.css';

/** The formatting the toolbar offers (document.execCommand's names). */
export type HtmlEditorCommand =
  'bold' | 'italic' | 'underline' | 'strikeThrough' | 'insertUnorderedList';

const BUTTONS = {
  bold: { icon: 'bi-type-bold', labelKey: 'htmlEditor.bold' },
  italic: { icon: 'bi-type-italic', labelKey: 'htmlEditor.italic' },
  underline: { icon: 'bi-type-underline', labelKey: 'htmlEditor.underline' },
  strikeThrough: { icon: 'bi-type-strikethrough', labelKey: 'htmlEditor.strikeThrough' },
  insertUnorderedList: { icon: 'bi-list-ul', labelKey: 'htmlEditor.list' },
} as const satisfies Record<HtmlEditorCommand, { icon: string; labelKey: string }>;

const DEFAULT_COMMANDS: readonly HtmlEditorCommand[] = [
  'bold',
  'italic',
  'underline',
  'insertUnorderedList',
];

/** What a form may do with the editor: focus it (e.g. to show an error) or clear it. */
export interface HtmlEditorHandle {
  focus: () => void;
  setHtml: (html: string) => void;
}

export interface HtmlEditorProps {
  /** The accessible name of the writing area. */
  label: string;
  /** The HTML it starts with; later changes of this prop are ignored (it is not controlled). */
  initialHtml?: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  commands?: readonly HtmlEditorCommand[];
  invalid?: boolean;
  /** Ids of the hint or error that describe the field. */
  describedBy?: string;
  id?: string;
  className?: string;
  ref?: Ref<HtmlEditorHandle>;
}

function run(command: string, value?: string): void {
  // jsdom and very old browsers have no execCommand: the buttons then do nothing.
  if (typeof document.execCommand === 'function') document.execCommand(command, false, value);
}

/**
 * A small rich-text editor (a contentEditable area with a formatting toolbar) for HTML the
 * server sanitises: the mailbox's compose body, a posted activity. New lines make
 * paragraphs (<p>), which the server's sanitisers keep.
 */
export function HtmlEditor({
  label,
  initialHtml = '',
  onChange,
  onBlur,
  commands = DEFAULT_COMMANDS,
  invalid = false,
  describedBy,
  id,
  className,
  ref,
}: HtmlEditorProps) {
  const { t } = useTranslation();
  const body = useRef<HTMLDivElement | null>(null);
  const initial = useRef(initialHtml);

  // The starting HTML, set once (the editor is not controlled by React).
  useEffect(() => {
    if (body.current) body.current.innerHTML = initial.current;
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      focus: () => body.current?.focus(),
      setHtml: (html: string) => {
        if (body.current) body.current.innerHTML = html;
        onChange(html);
      },
    }),
    [onChange],
  );

  return (
    <div
      className={['html-editor', invalid ? 'is-invalid' : null, className]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="html-editor__toolbar" role="toolbar" aria-label={t('htmlEditor.formatting')}>
        {commands.map((command) => {
          const { icon, labelKey } = BUTTONS[command];
          return (
            <Button
              key={command}
              size="sm"
              variant="outline-secondary"
              // Keep the selection in the editor.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                run(command);
                if (body.current) onChange(body.current.innerHTML);
              }}
              title={t(labelKey)}
              aria-label={t(labelKey)}
            >
              <i className={`bi ${icon}`} aria-hidden="true" />
            </Button>
          );
        })}
      </div>
      <div
        ref={body}
        id={id}
        className="html-editor__body"
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        tabIndex={0}
        onFocus={() => run('defaultParagraphSeparator', 'p')}
        onInput={(event) => onChange(event.currentTarget.innerHTML)}
        onBlur={onBlur}
      />
    </div>
  );
}
