import type { ReactNode } from 'react';
import { Logo } from './Logo';

export interface StatusPageProps {
  /** Large code or symbol above the title, e.g. "404". */
  code?: string;
  /** Bootstrap icon name shown instead of a code, e.g. "bug". */
  icon?: string;
  title: string;
  text: string;
  /** More to read below the text (lists, badges). */
  details?: ReactNode;
  /** A small line below the buttons (who to ask, what to try). */
  note?: string;
  /** The product's logo on top (default); off inside the app's frame, which shows it. */
  logo?: boolean;
  /** Buttons or links below the text. */
  children?: ReactNode;
}

/** A full-page message: not found, crashed, offline. */
export function StatusPage({
  code,
  icon,
  title,
  text,
  details,
  note,
  logo = true,
  children,
}: StatusPageProps) {
  return (
    <section className="status-page" aria-labelledby="status-page-title">
      {logo ? <Logo size={40} className="status-page__logo" /> : null}
      {code ? (
        <p className="status-page__code" aria-hidden="true">
          {code}
        </p>
      ) : null}
      {icon ? <i className={`bi bi-${icon} status-page__icon`} aria-hidden="true" /> : null}
      <h1 id="status-page-title" className="status-page__title">
        {title}
      </h1>
      <p className="status-page__text">{text}</p>
      {details ? <div className="status-page__details">{details}</div> : null}
      {children ? <div className="status-page__actions">{children}</div> : null}
      {note ? <p className="status-page__note">{note}</p> : null}
    </section>
  );
}
