import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type ReactNode,
  type RefObject,
  useCallback,
  useId,
  useMemo,
  useRef,
} from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useConfirmation } from '../../../components/confirmation/ConfirmationProvider';
import type {
  ConfirmationOptions,
  ConfirmationResult,
} from '../../../components/confirmation/confirmation-config';
import { CountBadge } from './CountBadge';
import { usePageScheme } from './usePageScheme';

interface PanelToggleProps extends ComponentPropsWithoutRef<'button'> {
  icon: string;
  badge?: ReactNode;
}

/** The toolbar button that opens a panel; Dropdown.Toggle lends it its props. */
const PanelToggle = forwardRef<HTMLButtonElement, PanelToggleProps>(function PanelToggle(
  { icon, badge, className, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      className={`toolbar-icon-btn toolbar-icon-btn--md ${className ?? ''}`}
      {...props}
    >
      <i className={`bi ${icon}`} aria-hidden="true" />
      {badge}
    </button>
  );
});

/**
 * Keeps a ToolbarPanel open while a dialog of its own content is on screen, whose clicks
 * land outside the panel: pass `held` to the panel, and call `hold(true)` when the dialog
 * opens and `hold(false)` when it closes.
 */
export function usePanelHold() {
  const held = useRef(false);
  const hold = useCallback((on: boolean) => {
    if (on) held.current = true;
    else {
      // The dialog's closing click reaches the document after this; let it pass first.
      setTimeout(() => {
        held.current = false;
      }, 0);
    }
  }, []);
  return { held, hold };
}

/** useConfirmation() for content inside a ToolbarPanel, held open while it asks. */
export function usePanelConfirmation() {
  const confirm = useConfirmation();
  const { held, hold } = usePanelHold();
  const ask = useCallback(
    async (options?: ConfirmationOptions): Promise<ConfirmationResult> => {
      hold(true);
      try {
        return await confirm(options);
      } finally {
        hold(false);
      }
    },
    [confirm, hold],
  );
  return { confirm: ask, held, hold };
}

export interface ToolbarPanelProps {
  /** Names the panel's CSS modifier and test id, e.g. 'messages'. */
  name: string;
  icon: string;
  /** The toggle's accessible name. */
  label: string;
  /** An unread count on the button, described to assistive technology by `label`. */
  badge?: { count: number; label: string };
  /** The panel's heading; also its accessible name. */
  title: string;
  headerActions?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** From usePanelHold() or usePanelConfirmation(): while true, clicks outside do not close the panel. */
  held?: RefObject<boolean>;
  children: ReactNode;
}

/**
 * A toolbar button with its drop-down panel: a heading with actions and a scrolling body.
 * Below the sm breakpoint the panel spans the width of the screen under the top bar.
 */
export function ToolbarPanel({
  name,
  icon,
  label,
  badge,
  title,
  headerActions,
  open,
  onOpenChange,
  held,
  children,
}: ToolbarPanelProps) {
  const scheme = usePageScheme();
  const headingId = `toolbar-panel-${name}-title`;
  const badgeId = useId();
  const popperConfig = useMemo(
    () => ({ modifiers: [{ name: 'offset', options: { offset: [0, 10] } }] }),
    [],
  );
  return (
    <Dropdown
      show={open}
      onToggle={(next, meta) => {
        if (!next && held?.current && meta.source !== 'click') return;
        onOpenChange(next);
      }}
      align="end"
      autoClose="outside"
      className={`toolbar-panel-dropdown toolbar-panel-dropdown--${name}`}
    >
      <Dropdown.Toggle
        as={PanelToggle}
        icon={icon}
        badge={badge ? <CountBadge id={badgeId} {...badge} /> : null}
        aria-label={label}
        aria-describedby={badge && badge.count > 0 ? badgeId : undefined}
      />
      <Dropdown.Menu
        className={`toolbar-panel toolbar-panel--${name}`}
        data-testid={`toolbar-panel-${name}`}
        data-bs-theme={scheme}
        popperConfig={popperConfig}
      >
        {/* Dropdown.Menu names itself after the toggle; the dialog is named by its heading. */}
        <div className="toolbar-panel__dialog" role="dialog" aria-labelledby={headingId}>
          <div className="toolbar-panel__header">
            <h2 id={headingId} className="toolbar-panel__title">
              {title}
            </h2>
            {headerActions ? <div className="toolbar-panel__actions">{headerActions}</div> : null}
          </div>
          <div className="toolbar-panel__body">{children}</div>
        </div>
      </Dropdown.Menu>
    </Dropdown>
  );
}
