import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** A bootstrap-icons name, e.g. 'bi-building'. */
  icon: string;
  title: string;
  hint?: ReactNode;
  /** A button or link to create the first record. */
  action?: ReactNode;
}

/** What an empty list shows: an icon, a line, a hint and the way to add the first one. */
export function EmptyState({ icon, title, hint, action }: EmptyStateProps) {
  return (
    <div className="data-table-empty text-center py-5 px-3">
      <span className="data-table-empty__icon" aria-hidden="true">
        <i className={`bi ${icon}`} />
      </span>
      <p className="fw-semibold mt-3 mb-1">{title}</p>
      {hint && <p className="text-body-secondary small mb-3 mx-auto">{hint}</p>}
      {action}
    </div>
  );
}
