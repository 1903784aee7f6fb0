import {
  type ComponentPropsWithoutRef,
  createContext,
  forwardRef,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
} from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useConfirmation } from '../../../components/confirmation/ConfirmationProvider';
import type {
  ConfirmationOptions,
  ConfirmationResult,
} from '../../../components/confirmation/confirmation-config';
import { usePageScheme } from './use-page-scheme';

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

/** While a confirmation is asked above the panel, clicks on the dialog must not close it. */
const PanelHoldContext = createContext<((held: boolean) => void) | null>(null);

/**
 * useConfirmation() for content inside a ToolbarPanel: the panel stays open while the
 * (modal) question is on screen.
 */
export function usePanelConfirmation() {
  const confirm = useConfirmation();
  const hold = useContext(PanelHoldContext);
  return useCallback(
    async (options?: ConfirmationOptions): Promise<ConfirmationResult> => {
      hold?.(true);
      try {
        return await confirm(options);
      } finally {
        // The dialog's closing click reaches the document after this; let it pass first.
        setTimeout(() => hold?.(false), 0);
      }
    },
    [confirm, hold],
  );
}

export interface ToolbarPanelProps {
  /** Names the panel's CSS modifier and test id, e.g. 'messages'. */
  name: string;
  icon: string;
  /** The toggle's accessible name. */
  label: string;
  badge?: ReactNode;
  /** The panel's heading; also its accessible name. */
  title: string;
  headerActions?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
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
  children,
}: ToolbarPanelProps) {
  const scheme = usePageScheme();
  const held = useRef(false);
  const hold = useCallback((value: boolean) => {
    held.current = value;
  }, []);
  const headingId = `toolbar-panel-${name}-title`;
  const popperConfig = useMemo(
    () => ({ modifiers: [{ name: 'offset', options: { offset: [0, 10] } }] }),
    [],
  );
  return (
    <PanelHoldContext.Provider value={hold}>
      <Dropdown
        show={open}
        onToggle={(next, meta) => {
          if (!next && held.current && meta.source !== 'click') return;
          onOpenChange(next);
        }}
        align="end"
        autoClose="outside"
        className={`toolbar-panel-dropdown toolbar-panel-dropdown--${name}`}
      >
        <Dropdown.Toggle as={PanelToggle} icon={icon} badge={badge} aria-label={label} />
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
    </PanelHoldContext.Provider>
  );
}
