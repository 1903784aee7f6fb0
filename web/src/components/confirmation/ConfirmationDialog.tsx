import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import {
  BOOTSTRAP_VARIANT,
  type ConfirmationConfig,
  type ConfirmationResult,
} from './confirmation-config';

export interface ConfirmationDialogProps {
  /** The question asked; null once answered (the dialog then closes). */
  config: ConfirmationConfig | null;
  onClose: (result: ConfirmationResult) => void;
  /** Once the dialog has gone, its focus given back. */
  onClosed?: () => void;
}

/**
 * The dialog ConfirmationProvider shows for `useConfirmation()`. Escape answers as Cancel
 * does wherever there is a Cancel, and the focus starts on it (the choice that changes
 * nothing); a click beside the dialog closes it only when it is `dismissible`.
 */
export function ConfirmationDialog({ config, onClose, onClosed }: ConfirmationDialogProps) {
  return (
    <Modal
      show={config !== null}
      onHide={() => onClose('cancelled')}
      onExited={onClosed}
      backdrop={config?.dismissible ? true : 'static'}
      keyboard={config ? config.dismissible || config.actions.cancel.show : false}
      centered
      dialogClassName="confirmation-dialog"
      aria-labelledby="confirmation-title"
    >
      {config && (
        <>
          <Modal.Body className="d-flex gap-3 pt-4">
            {config.icon.show && (
              <div
                className={`confirmation-dialog__icon text-${BOOTSTRAP_VARIANT[config.icon.color]}`}
              >
                <i className={`bi ${config.icon.name}`} aria-hidden="true" />
              </div>
            )}
            <div>
              <h2 id="confirmation-title" className="h5 mb-2">
                {config.title}
              </h2>
              <p className="mb-0 text-body-secondary">{config.message}</p>
            </div>
          </Modal.Body>
          <Modal.Footer className="border-0">
            {config.actions.cancel.show && (
              <Button variant="outline-secondary" onClick={() => onClose('cancelled')} autoFocus>
                {config.actions.cancel.label}
              </Button>
            )}
            {config.actions.confirm.show && (
              <Button
                variant={BOOTSTRAP_VARIANT[config.actions.confirm.color]}
                onClick={() => onClose('confirmed')}
              >
                {config.actions.confirm.label}
              </Button>
            )}
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
