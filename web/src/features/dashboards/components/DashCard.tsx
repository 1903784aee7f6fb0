import { type ReactNode, useId } from 'react';

/** A titled card of a dashboard: a region named by its heading. */
export function DashCard({
  title,
  subtitle,
  actions,
  className,
  children,
  testId,
}: {
  title: string;
  subtitle?: string;
  /** Beside the title, e.g. a period picker. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <section
      className={['card dash-card', className].filter(Boolean).join(' ')}
      aria-labelledby={id}
      data-testid={testId}
    >
      <div className="dash-card__head">
        <div className="min-w-0 me-auto">
          <h2 id={id} className="dash-card__title">
            {title}
          </h2>
          {subtitle && <p className="dash-card__subtitle">{subtitle}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A figure with its label, e.g. "Market cap  $1.21T". */
export function Figure({
  label,
  value,
  hint,
  size = 'md',
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  size?: 'md' | 'lg';
}) {
  return (
    <div className="dash-figure">
      <dt className="dash-figure__label">{label}</dt>
      <dd className={`dash-figure__value dash-figure__value--${size}`}>
        {value}
        {hint && <span className="dash-figure__hint">{hint}</span>}
      </dd>
    </div>
  );
}
