import { lazy, type Ref, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { HtmlEditorTool } from './tools';
import './html-editor.css';

/** What a form may do with the editor: focus it (react-hook-form does, to show an error). */
export interface HtmlEditorHandle {
  focus: () => void;
}

export interface HtmlEditorProps {
  /** The accessible name of the writing area. */
  label: string;
  /** The HTML shown; a change from outside (a reset) replaces the document. */
  value?: string;
  /** The document's HTML as it changes; '' once it has no text. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The toolbar's buttons, in order (DOCUMENT_TOOLS by default). */
  tools?: readonly HtmlEditorTool[];
  invalid?: boolean;
  /** Ids of the hint or error that describe the field. */
  describedBy?: string;
  placeholder?: string;
  /** The writing area's id. */
  id?: string;
  className?: string;
  ref?: Ref<HtmlEditorHandle>;
}

// ProseMirror and TipTap come only with a screen that shows an editor, once it shows.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** Stands where the editor will be while its code loads: same frame, no jump. */
function EditorLoading({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className={['html-editor', 'html-editor--loading', className].filter(Boolean).join(' ')}
      aria-busy="true"
    >
      <div className="html-editor__toolbar" />
      <div className="html-editor__body">
        <span className="visually-hidden">{t('htmlEditor.loading')}</span>
      </div>
    </div>
  );
}

/**
 * The rich-text editor for HTML the server sanitises: a vacancy's description, a mail, an
 * activity. Controlled like a form field: `value` in, `onChange` out (react-hook-form's
 * Controller).
 */
export function HtmlEditor(props: HtmlEditorProps) {
  return (
    <Suspense fallback={<EditorLoading className={props.className} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
