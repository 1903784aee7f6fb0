import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The public pages' mark: the product's tile in one colour (the snapshot the server sends
 * for the job board draws the same, so nothing changes when the app takes over).
 */
function PublicLogo() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path
        d="M9.5 10.5h13M16 10.5v12"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      <path
        d="M23.5 18.5l.9 1.9 1.9.9-1.9.9-.9 1.9-.9-1.9-1.9-.9 1.9-.9z"
        fill="#ccfbf1"
        stroke="#ccfbf1"
        strokeWidth="0.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The one brand of every page a candidate sees (the job board, the interview booking):
 * its logo and name, linking to the open jobs.
 */
export function PublicBrand({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <Link className={className} to="/home">
      <PublicLogo />
      <span>{t('publicBoard.brand')}</span>
    </Link>
  );
}
