import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ariaShortcut, shortcutText, TOOL_SPECS } from './toolbar-tools';
import type { HtmlEditorTool } from './tools';

interface ToolState {
  pressed: boolean;
  disabled: boolean;
}

export interface EditorToolbarProps {
  editor: Editor;
  tools: readonly HtmlEditorTool[];
  linkFieldId: string;
  linkFieldOpen: boolean;
  onLink: () => void;
}

/**
 * The formatting buttons. One tab stop for the whole toolbar, the arrow keys move between
 * its buttons (the ARIA toolbar pattern); toggles say their state with aria-pressed.
 */
export function EditorToolbar({
  editor,
  tools,
  linkFieldId,
  linkFieldOpen,
  onLink,
}: EditorToolbarProps) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const states = useEditorState({
    editor,
    selector: ({ editor: now }): ToolState[] =>
      tools.map((tool) => ({
        pressed: TOOL_SPECS[tool].isActive?.(now) ?? false,
        disabled: !now.isEditable || (TOOL_SPECS[tool].isPossible?.(now) ?? true) === false,
      })),
    equalityFn: (a, b) =>
      a.length === b?.length &&
      a.every((state, i) => state.pressed === b[i].pressed && state.disabled === b[i].disabled),
  });
  const enabled = tools.map((_, i) => !states[i].disabled);
  // The tab stop stays on an enabled button (undo is disabled until there is something).
  const tabStop = enabled[current] ? current : enabled.indexOf(true);

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const order = tools.map((_, i) => i).filter((i) => enabled[i]);
    const at = order.indexOf(tabStop);
    const next =
      event.key === 'ArrowRight'
        ? order[(at + 1) % order.length]
        : event.key === 'ArrowLeft'
          ? order[(at - 1 + order.length) % order.length]
          : event.key === 'Home'
            ? order[0]
            : event.key === 'End'
              ? order[order.length - 1]
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  }

  return (
    <div
      className="html-editor__toolbar"
      role="toolbar"
      aria-label={t('htmlEditor.formatting')}
      onKeyDown={move}
    >
      {tools.map((tool, i) => {
        const spec = TOOL_SPECS[tool];
        const label = t(spec.labelKey);
        const isLink = tool === 'link';
        return (
          // Plain buttons with Bootstrap's classes: the lazily loaded editor then needs none
          // of react-bootstrap's code.
          <button
            key={tool}
            type="button"
            className={[
              'btn btn-sm btn-outline-secondary html-editor__button',
              states[i].pressed && 'active',
            ]
              .filter(Boolean)
              .join(' ')}
            tabIndex={i === tabStop ? 0 : -1}
            disabled={states[i].disabled}
            // Keep the editor's selection while the pointer presses the button.
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setCurrent(i)}
            onClick={() => (isLink ? onLink() : spec.run?.(editor))}
            title={`${label} (${shortcutText(spec.keys)})`}
            aria-label={label}
            aria-keyshortcuts={ariaShortcut(spec.keys)}
            aria-pressed={spec.isActive ? states[i].pressed : undefined}
            aria-expanded={isLink ? linkFieldOpen : undefined}
            aria-controls={isLink && linkFieldOpen ? linkFieldId : undefined}
          >
            <i className={`bi ${spec.icon}`} aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
