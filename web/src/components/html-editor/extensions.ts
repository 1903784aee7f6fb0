import { Extension, type Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedHref } from './link-url';
import type { HtmlEditorTool } from './tools';

const BLOCK_TOOLS: readonly HtmlEditorTool[] = [
  'heading2',
  'heading3',
  'bulletList',
  'orderedList',
];

/** Mod-K opens the link field, as in most editors. */
const LinkShortcut = Extension.create<{ open: () => void }>({
  name: 'linkShortcut',
  addOptions: () => ({ open: () => undefined }),
  addKeyboardShortcuts() {
    return {
      'Mod-k': () => {
        this.options.open();
        return true;
      },
    };
  },
});

/**
 * The document the editor knows, matched to what the server's sanitiser keeps: with block
 * tools, paragraphs, h2/h3, lists, quotes (a reply quotes the mail it answers) and inline
 * marks; without, inline marks only. What it does not know (tables, images, code) it
 * drops as it loads, so it never sends what the toolbar cannot show.
 */
export function editorExtensions(
  tools: readonly HtmlEditorTool[],
  openLinkField: () => void,
): Extensions {
  const blocks = tools.some((tool) => BLOCK_TOOLS.includes(tool));
  const levels = ([2, 3] as const).filter((level) => tools.includes(`heading${level}`));
  const link = tools.includes('link');
  return [
    StarterKit.configure({
      heading: levels.length ? { levels: [...levels] } : false,
      bulletList: blocks ? {} : false,
      orderedList: blocks ? {} : false,
      listItem: blocks ? {} : false,
      listKeymap: blocks ? {} : false,
      blockquote: blocks ? {} : false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      // No empty paragraph kept after a list or heading: it would be stored with the text.
      trailingNode: false,
      link: link
        ? {
            openOnClick: false,
            autolink: true,
            defaultProtocol: 'https',
            isAllowedUri: (url) => isAllowedHref(url),
            shouldAutoLink: (url) => isAllowedHref(url),
            // The server sets the same rel on every stored link.
            HTMLAttributes: { target: null, rel: 'noopener noreferrer' },
          }
        : false,
    }),
    ...(link ? [LinkShortcut.configure({ open: openLinkField })] : []),
  ];
}
