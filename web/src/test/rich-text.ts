import type { Editor } from '@tiptap/core';
import { act, screen } from '@testing-library/react';

/** The TipTap editor behind a rich-text textbox (TipTap keeps it on its element). */
export function editorOf(textbox: HTMLElement): Editor {
  const editor = (textbox as HTMLElement & { editor?: Editor }).editor;
  if (!editor) throw new Error('This textbox is no rich-text editor');
  return editor;
}

/**
 * Types into a rich-text editor as a browser's text input does. jsdom edits the DOM
 * without the input events ProseMirror reads typing from (user-event drops letters there),
 * so the text goes in as ProseMirror's own text input would put it: through its input
 * handlers (input rules, autolinks), else inserted at the selection. Keys (Enter,
 * shortcuts) still go through user-event: ProseMirror handles those on keydown.
 */
export function typeRichText(textbox: HTMLElement, text: string): void {
  const { view } = editorOf(textbox);
  act(() => {
    for (const character of text) {
      const { from, to } = view.state.selection;
      const deflt = () => view.state.tr.insertText(character, from, to);
      const handled = view.someProp('handleTextInput', (handle) =>
        handle(view, from, to, character, deflt),
      );
      if (!handled) view.dispatch(deflt());
    }
  });
}

/** Selects the first occurrence of `text` in the editor, as a person would drag over it. */
export async function selectRichText(textbox: HTMLElement, text: string): Promise<void> {
  const editor = editorOf(textbox);
  let found: { from: number; to: number } | undefined;
  editor.state.doc.descendants((node, position) => {
    if (found || !node.isText) return !found;
    const at = node.text!.indexOf(text);
    if (at >= 0) found = { from: position + at, to: position + at + text.length };
    return false;
  });
  if (!found) throw new Error(`"${text}" is not in the editor`);
  act(() => void editor.chain().focus().setTextSelection(found!).run());
  // TipTap gives the editor the focus on the next animation frame: waited for here, or it
  // could take the focus from whatever the test opens next (a link's address field).
  await act(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
}

/**
 * The rich-text textbox of that name, once its lazily loaded code has come: the first
 * editor of a test file loads ProseMirror, which takes longer than other screens' waits on
 * a busy machine.
 */
export const findRichTextbox = (name: string) =>
  screen.findByRole('textbox', { name }, { timeout: 15_000 });
