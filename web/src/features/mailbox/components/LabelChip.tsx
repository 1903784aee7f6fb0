import type { MailLabel } from '../api/mailbox-api';

/** A label's colour as a dot (decorative): the title says which label it is. */
export function LabelDot({ color }: { color: string }) {
  return <span className={`mail-label-dot mail-color--${color}`} aria-hidden="true" />;
}

/** A label on a mail: its colour and its title. */
export function LabelChip({ label }: { label: MailLabel }) {
  return (
    <span className="mail-label-chip">
      <LabelDot color={label.color} />
      {label.title}
    </span>
  );
}
