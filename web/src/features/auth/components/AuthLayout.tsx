import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/Logo';

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The family look of every sign-in page: a form card beside the product's brand panel. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <section className="auth-page__form">
        <div className="auth-page__card">
          <div className="auth-page__brand">
            <Logo size={40} />
            <span className="auth-page__product">{t('common.appName')}</span>
          </div>
          <h1 className="auth-page__title">{title}</h1>
          {subtitle && <div className="auth-page__subtitle">{subtitle}</div>}
          {children}
        </div>
      </section>
      <aside className="auth-page__aside" aria-hidden="true">
        <div className="auth-page__aside-content">
          <h2>{t('auth.aside.title')}</h2>
          <p>{t('auth.aside.text')}</p>
          <ul className="auth-page__highlights">
            <li>
              <i className="bi bi-briefcase" /> {t('auth.aside.recruitment')}
            </li>
            <li>
              <i className="bi bi-gift" /> {t('auth.aside.rewards')}
            </li>
            <li>
              <i className="bi bi-grid" /> {t('auth.aside.apps')}
            </li>
          </ul>
        </div>
      </aside>
    </div>
  );
}
