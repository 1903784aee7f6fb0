import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { isPreset, PERIOD_PRESETS, type PeriodQuery } from './period';

const today = () => new Date().toISOString().slice(0, 10);
const firstOfMonth = () => `${today().slice(0, 8)}01`;

/**
 * Chooses the period that drives a screen's figures: a preset, or custom first and last
 * days (applied once both are set and in order).
 */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: PeriodQuery;
  onChange: (next: PeriodQuery) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [from, setFrom] = useState(value.from ?? firstOfMonth());
  const [to, setTo] = useState(value.to ?? today());
  const outOfOrder = Boolean(from && to && from > to);

  const applyDays = (nextFrom: string, nextTo: string) => {
    if (nextFrom && nextTo && nextFrom <= nextTo) {
      onChange({ period: 'custom', from: nextFrom, to: nextTo });
    }
  };

  return (
    <div className="period-picker d-flex flex-wrap align-items-end gap-2">
      <Form.Group controlId={`${id}-preset`}>
        <Form.Label className="small mb-1">{t('period.label')}</Form.Label>
        <Form.Select
          size="sm"
          value={value.period}
          onChange={(event) => {
            const period = event.target.value;
            if (!isPreset(period)) return;
            if (period === 'custom') applyDays(from, to);
            else onChange({ period });
          }}
        >
          {PERIOD_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(`period.presets.${preset}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {value.period === 'custom' && (
        <>
          <Form.Group controlId={`${id}-from`}>
            <Form.Label className="small mb-1">{t('period.from')}</Form.Label>
            <Form.Control
              size="sm"
              type="date"
              value={from}
              max={to || undefined}
              isInvalid={outOfOrder}
              onChange={(event) => {
                setFrom(event.target.value);
                applyDays(event.target.value, to);
              }}
            />
          </Form.Group>
          <Form.Group controlId={`${id}-to`}>
            <Form.Label className="small mb-1">{t('period.to')}</Form.Label>
            <Form.Control
              size="sm"
              type="date"
              value={to}
              min={from || undefined}
              isInvalid={outOfOrder}
              aria-describedby={outOfOrder ? `${id}-order` : undefined}
              onChange={(event) => {
                setTo(event.target.value);
                applyDays(from, event.target.value);
              }}
            />
          </Form.Group>
          {outOfOrder && (
            <div id={`${id}-order`} className="text-danger small w-100" role="alert">
              {t('period.outOfOrder')}
            </div>
          )}
        </>
      )}
    </div>
  );
}
