import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useId, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { EditorToolbar } from './EditorToolbar';
import { editorExtensions } from './extensions';
import type { HtmlEditorProps } from './HtmlEditor';
import { LinkField } from './LinkField';
import { DOCUMENT_TOOLS, type HtmlEditorTool } from './tools';

/** The editor's HTML, or '' for a document with no text, so a required field stays empty. */
export function htmlOf(editor: Editor): string {
  return editor.state.doc.textContent.trim() === '' ? '' : editor.getHTML();
}

/**
 * The rich-text editor (TipTap on ProseMirror): a toolbar over a writing area that gives
 * its HTML to `onChange` as it changes. Loaded on its own (see HtmlEditor), since
 * ProseMirror is larger than every screen that does not write formatted text.
 */
export default function RichTextEditor({
  label,
  value = '',
  onChange,
  onBlur,
  tools = DOCUMENT_TOOLS,
  invalid = false,
  describedBy,
  placeholder,
  id,
  className,
  ref,
}: HtmlEditorProps) {
  const linkFieldId = useId();
  const [linkFieldOpen, setLinkFieldOpen] = useState(false);
  // The HTML last given out (or taken in): a value equal to it is no change from outside.
  const given = useRef(value);

  // The tools as a key: a form passing an equal list anew keeps its editor and undo history.
  const toolKey = tools.join();
  const extensions = useMemo(
    () => editorExtensions(toolKey.split(',') as HtmlEditorTool[], () => setLinkFieldOpen(true)),
    [toolKey],
  );
  // The writing area's own attributes: its name, state and description.
  const attributes = useMemo(() => {
    const all: Record<string, string> = {
      class: 'html-editor__content',
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-label': label,
      spellcheck: 'true',
    };
    if (id) all.id = id;
    if (invalid) all['aria-invalid'] = 'true';
    if (describedBy) all['aria-describedby'] = describedBy;
    if (placeholder) all['aria-placeholder'] = placeholder;
    return all;
  }, [label, id, invalid, describedBy, placeholder]);

  const editor = useEditor(
    {
      extensions,
      content: value,
      editorProps: { attributes },
      onUpdate: ({ editor: changed }) => {
        const html = htmlOf(changed);
        if (html === given.current) return;
        given.current = html;
        onChange(html);
      },
      // TipTap calls the handlers of the latest render.
      onBlur: () => onBlur?.(),
    },
    [extensions],
  );

  useEffect(() => {
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  // A value set from outside (a form reset, a draft loaded) replaces the document.
  useEffect(() => {
    if (value === given.current) return;
    given.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useImperativeHandle(ref, () => ({ focus: () => editor.commands.focus() }), [editor]);

  const empty = useEditorState({ editor, selector: ({ editor: now }) => now.isEmpty });

  return (
    <div
      className={['html-editor', invalid ? 'is-invalid' : null, className]
        .filter(Boolean)
        .join(' ')}
    >
      <EditorToolbar
        editor={editor}
        tools={tools}
        linkFieldId={linkFieldId}
        linkFieldOpen={linkFieldOpen}
        onLink={() => setLinkFieldOpen((open) => !open)}
      />
      {linkFieldOpen && (
        <LinkField id={linkFieldId} editor={editor} onClose={() => setLinkFieldOpen(false)} />
      )}
      <div className="html-editor__body">
        {empty && placeholder && (
          <div className="html-editor__placeholder" aria-hidden="true">
            {placeholder}
          </div>
        )}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
