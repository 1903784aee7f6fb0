import { type ReactElement, useId } from 'react';
import OverlayTrigger, { type OverlayTriggerProps } from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';

export interface TipProps {
  /** The tooltip's text; give the control the same words as its aria-label. */
  label: string;
  placement?: OverlayTriggerProps['placement'];
  children: ReactElement;
}

/** A react-bootstrap tooltip on hover and keyboard focus. */
export function Tip({ label, placement = 'bottom', children }: TipProps) {
  const id = useId();
  return (
    <OverlayTrigger
      placement={placement}
      delay={{ show: 300, hide: 0 }}
      overlay={
        <Tooltip id={id} className="toolbar-tooltip">
          {label}
        </Tooltip>
      }
    >
      {children}
    </OverlayTrigger>
  );
}
