import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

export interface CancelRedemptionModalProps {
  /** How many redemptions are being cancelled; 0 hides the dialog. */
  count: number;
  /** The one being cancelled, for the message ("Ana's Smart watch"). */
  subject?: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onHide: () => void;
}

/** Asks before cancelling (the points and the unit go back) and takes an optional reason. */
export function CancelRedemptionModal(props: CancelRedemptionModalProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Modal
      show={props.count > 0}
      onHide={props.onHide}
      onExited={() => setReason('')}
      centered
      aria-labelledby="cancel-redemption-title"
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          props.onConfirm(reason.trim());
        }}
      >
        <Modal.Header closeButton>
          <Modal.Title id="cancel-redemption-title" as="h2" className="h5">
            <i className="bi bi-x-octagon me-2 text-danger" aria-hidden="true" />
            {t('redemptions.cancel.title', { count: props.count })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            {props.subject
              ? t('redemptions.cancel.messageOne', { subject: props.subject })
              : t('redemptions.cancel.messageMany', { count: props.count })}
          </p>
          <Form.Group controlId="cancel-reason">
            <Form.Label>{t('redemptions.cancel.reason')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <Form.Text muted>{t('redemptions.cancel.reasonHint')}</Form.Text>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={props.onHide}>
            {t('redemptions.cancel.keep')}
          </Button>
          <Button type="submit" variant="danger" disabled={props.busy} aria-busy={props.busy}>
            {props.busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {t('redemptions.cancel.confirm', { count: props.count })}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
