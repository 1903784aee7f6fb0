import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../../lib/format';
import { type PublicVacancySummary, vacancyHref } from '../api/public-board';
import { companyLine, formatSalary, vacancyFacts } from './format';

/** One vacancy in the board's list; its title leads to the vacancy's page. */
export function VacancyCard({ vacancy }: { vacancy: PublicVacancySummary }) {
  const { t, i18n } = useTranslation();
  const company = companyLine(vacancy);
  return (
    <li className="job-card">
      <h3 className="job-card__title">
        <Link className="job-card__link" to={vacancyHref(vacancy.code)}>
          {vacancy.title}
        </Link>
      </h3>
      {company && <p className="job-card__company">{company}</p>}
      <ul className="job-card__facts">
        {vacancyFacts(t, vacancy).map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      {vacancy.salary && (
        <p className="job-card__salary">{formatSalary(t, vacancy.salary, i18n.language)}</p>
      )}
      {vacancy.publishedAt && (
        <p className="job-card__date">
          {t('publicBoard.published', { date: formatDay(vacancy.publishedAt, i18n.language) })}
        </p>
      )}
    </li>
  );
}
