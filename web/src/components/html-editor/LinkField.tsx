import type { Editor } from '@tiptap/core';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linkHref } from './link-url';

export interface LinkFieldProps {
  id: string;
  editor: Editor;
  onClose: () => void;
}

/**
 * Adds, changes or removes the link at the selection (plain elements with Bootstrap's
 * classes, as in the toolbar). A group of fields, not a form: the
 * editor sits inside the page's own form, so Enter here applies the link and must not
 * submit that form; Escape closes the field without closing a dialog around it.
 */
export function LinkField({ id, editor, onClose }: LinkFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const existing = editor.isActive('link')
    ? (editor.getAttributes('link').href as string | undefined)
    : undefined;
  const [text, setText] = useState(existing ?? '');
  const [invalid, setInvalid] = useState(false);

  function close() {
    onClose();
    editor.commands.focus();
  }

  function apply() {
    const href = linkHref(text);
    if (!href) {
      setInvalid(true);
      return;
    }
    if (existing !== undefined) {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    } else if (editor.state.selection.empty) {
      // Nothing selected: the address itself becomes the link's text.
      editor
        .chain()
        .focus()
        .insertContent({
          type: 'text',
          text: text.trim(),
          marks: [{ type: 'link', attrs: { href } }],
        })
        .unsetMark('link')
        .run();
    } else {
      editor.chain().focus().setLink({ href }).run();
    }
    onClose();
  }

  function remove() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  }

  return (
    <div
      id={id}
      className="html-editor__link"
      role="group"
      aria-label={t('htmlEditor.linkField.title')}
    >
      <label htmlFor={inputId} className="form-label html-editor__link-label small mb-0">
        {t('htmlEditor.linkField.address')}
      </label>
      <div className="html-editor__link-row">
        <input
          id={inputId}
          className={['form-control form-control-sm', invalid && 'is-invalid']
            .filter(Boolean)
            .join(' ')}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          autoFocus
          value={text}
          placeholder="https://"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="btn btn-sm btn-primary" onClick={apply}>
          {t('htmlEditor.linkField.apply')}
        </button>
        {existing !== undefined && (
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={remove}>
            {t('htmlEditor.linkField.remove')}
          </button>
        )}
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={close}>
          {t('htmlEditor.linkField.cancel')}
        </button>
      </div>
      {invalid && (
        <div id={errorId} className="invalid-feedback d-block">
          {t('htmlEditor.linkField.invalid')}
        </div>
      )}
    </div>
  );
}
