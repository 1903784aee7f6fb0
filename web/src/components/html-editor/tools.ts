/** What the editor's toolbar may offer; each form picks the ones its stored HTML keeps. */
export type HtmlEditorTool =
  | 'heading2'
  | 'heading3'
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strike'
  | 'bulletList'
  | 'orderedList'
  | 'link'
  | 'undo'
  | 'redo';

/** Long text (a vacancy's description, a mail): headings, lists and links. */
export const DOCUMENT_TOOLS: readonly HtmlEditorTool[] = [
  'heading2',
  'heading3',
  'bold',
  'italic',
  'bulletList',
  'orderedList',
  'link',
  'undo',
  'redo',
];

/** Short text the server keeps inline only (an activity): no headings or lists. */
export const INLINE_TOOLS: readonly HtmlEditorTool[] = [
  'bold',
  'italic',
  'underline',
  'strike',
  'link',
  'undo',
  'redo',
];
