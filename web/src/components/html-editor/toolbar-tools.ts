import type { Editor } from '@tiptap/core';
import type { TranslationKey } from '../../lib/i18n';
import type { HtmlEditorTool } from './tools';

export interface ToolSpec {
  icon: string;
  labelKey: TranslationKey;
  /** The keyboard shortcut, `Mod` standing for Ctrl (⌘ on a Mac). */
  keys: string;
  /** For the buttons that toggle a format: whether the selection has it (aria-pressed). */
  isActive?: (editor: Editor) => boolean;
  /** For undo and redo: whether there is something to undo or redo. */
  isPossible?: (editor: Editor) => boolean;
  /** What the button does; the link button opens the link field instead. */
  run?: (editor: Editor) => void;
}

const chain = (editor: Editor) => editor.chain().focus();

export const TOOL_SPECS: Record<HtmlEditorTool, ToolSpec> = {
  heading2: {
    icon: 'bi-type-h2',
    labelKey: 'htmlEditor.heading2',
    keys: 'Mod+Alt+2',
    isActive: (editor) => editor.isActive('heading', { level: 2 }),
    run: (editor) => chain(editor).toggleHeading({ level: 2 }).run(),
  },
  heading3: {
    icon: 'bi-type-h3',
    labelKey: 'htmlEditor.heading3',
    keys: 'Mod+Alt+3',
    isActive: (editor) => editor.isActive('heading', { level: 3 }),
    run: (editor) => chain(editor).toggleHeading({ level: 3 }).run(),
  },
  bold: {
    icon: 'bi-type-bold',
    labelKey: 'htmlEditor.bold',
    keys: 'Mod+B',
    isActive: (editor) => editor.isActive('bold'),
    run: (editor) => chain(editor).toggleBold().run(),
  },
  italic: {
    icon: 'bi-type-italic',
    labelKey: 'htmlEditor.italic',
    keys: 'Mod+I',
    isActive: (editor) => editor.isActive('italic'),
    run: (editor) => chain(editor).toggleItalic().run(),
  },
  underline: {
    icon: 'bi-type-underline',
    labelKey: 'htmlEditor.underline',
    keys: 'Mod+U',
    isActive: (editor) => editor.isActive('underline'),
    run: (editor) => chain(editor).toggleUnderline().run(),
  },
  strike: {
    icon: 'bi-type-strikethrough',
    labelKey: 'htmlEditor.strikeThrough',
    keys: 'Mod+Shift+S',
    isActive: (editor) => editor.isActive('strike'),
    run: (editor) => chain(editor).toggleStrike().run(),
  },
  bulletList: {
    icon: 'bi-list-ul',
    labelKey: 'htmlEditor.list',
    keys: 'Mod+Shift+8',
    isActive: (editor) => editor.isActive('bulletList'),
    run: (editor) => chain(editor).toggleBulletList().run(),
  },
  orderedList: {
    icon: 'bi-list-ol',
    labelKey: 'htmlEditor.orderedList',
    keys: 'Mod+Shift+7',
    isActive: (editor) => editor.isActive('orderedList'),
    run: (editor) => chain(editor).toggleOrderedList().run(),
  },
  link: {
    icon: 'bi-link-45deg',
    labelKey: 'htmlEditor.link',
    keys: 'Mod+K',
    isActive: (editor) => editor.isActive('link'),
  },
  undo: {
    icon: 'bi-arrow-counterclockwise',
    labelKey: 'htmlEditor.undo',
    keys: 'Mod+Z',
    isPossible: (editor) => editor.can().undo(),
    run: (editor) => chain(editor).undo().run(),
  },
  redo: {
    icon: 'bi-arrow-clockwise',
    labelKey: 'htmlEditor.redo',
    keys: 'Mod+Shift+Z',
    isPossible: (editor) => editor.can().redo(),
    run: (editor) => chain(editor).redo().run(),
  },
};

const isMac = () =>
  typeof navigator !== 'undefined' &&
  /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** The shortcut as a person reads it: `Ctrl+B`, `⌘B`. */
export function shortcutText(keys: string): string {
  if (!isMac()) return keys.replace('Mod', 'Ctrl');
  return keys.replace('Mod+', '⌘').replace('Alt+', '⌥').replace('Shift+', '⇧').replace(/\+/g, '');
}

/** The shortcut as aria-keyshortcuts names it: `Control+B`, `Meta+B`. */
export const ariaShortcut = (keys: string) => keys.replace('Mod', isMac() ? 'Meta' : 'Control');
