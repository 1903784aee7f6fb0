import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api/errors';
import { formatDay } from '../../../lib/format';
import {
  type PublicVacancy,
  type PublicVacancySummary,
  publicVacancyQuery,
  vacancyHref,
} from '../api/public-board';
import { BoardFrame } from '../components/BoardFrame';
import { companyLine, formatSalary } from '../components/format';
import { embeddedData } from '../api/embedded';
import { useNearViewport, usePageTitle, useServerPage } from '../components/useSnapshot';

// The form (react-hook-form, zod) loads beside the page: the description shows first.
const ApplyForm = lazy(() => import('../components/ApplyForm'));

/** The vacancy's terms, as [term, value]; the empty ones left out. */
function useTerms(vacancy: PublicVacancy): [string, string][] {
  const { t, i18n } = useTranslation();
  const terms: [string, string | null][] = [
    [t('publicBoard.vacancy.location'), vacancy.location],
    [t('publicBoard.vacancy.modality'), t(`publicBoard.modality.${vacancy.modality}`)],
    [t('publicBoard.vacancy.contract'), t(`publicBoard.contract.${vacancy.contractType}`)],
    [
      t('publicBoard.vacancy.salary'),
      vacancy.salary && formatSalary(t, vacancy.salary, i18n.language),
    ],
    [
      t('publicBoard.vacancy.publishedAt'),
      vacancy.publishedAt && formatDay(vacancy.publishedAt, i18n.language),
    ],
    [
      t('publicBoard.vacancy.closesAt'),
      vacancy.closesAt && formatDay(vacancy.closesAt, i18n.language),
    ],
  ];
  return terms.filter((term): term is [string, string] => !!term[1]);
}

function Posting({ vacancy }: { vacancy: PublicVacancy }) {
  const { t } = useTranslation();
  const company = companyLine(vacancy);
  const terms = useTerms(vacancy);
  return (
    <div className="job-board__container job-posting">
      <p className="job-posting__back">
        <Link to="/home">{t('publicBoard.vacancy.back')}</Link>
      </p>
      <div className="job-posting__layout">
        <article className="job-posting__main">
          <header className="job-posting__header">
            <h1 className="job-posting__title">{vacancy.title}</h1>
            {company && <p className="job-posting__company">{company}</p>}
            <a
              className="btn btn-primary job-posting__cta"
              href={`${vacancyHref(vacancy.code)}#apply`}
            >
              {t('publicBoard.vacancy.applyNow')}
            </a>
          </header>
          <section className="job-posting__section">
            <h2 className="job-posting__heading">{t('publicBoard.vacancy.about')}</h2>
            {/* Sanitised by the server when stored and again when answered. */}
            <div
              className="job-posting__description"
              dangerouslySetInnerHTML={{ __html: vacancy.description }}
            />
          </section>
          {vacancy.requirements.length > 0 && (
            <section className="job-posting__section">
              <h2 className="job-posting__heading">{t('publicBoard.vacancy.requirements')}</h2>
              <ul className="job-posting__requirements">
                {vacancy.requirements.map((requirement) => (
                  <li key={requirement}>{requirement}</li>
                ))}
              </ul>
            </section>
          )}
        </article>
        <aside className="job-posting__aside" aria-label={t('publicBoard.vacancy.summary')}>
          <dl className="job-posting__terms">
            {terms.map(([term, value]) => (
              <div key={term} className="job-posting__term">
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
      <section className="job-posting__apply" id="apply" aria-labelledby="job-posting-apply">
        <h2 className="job-posting__heading" id="job-posting-apply">
          {t('publicBoard.apply.title')}
        </h2>
        <p className="job-posting__apply-intro">{t('publicBoard.apply.intro')}</p>
        <Suspense fallback={null}>
          <ApplyForm vacancy={vacancy} />
        </Suspense>
      </section>
    </div>
  );
}

/** Not listed (closed, internal, unknown): the same words the server's 404 page has. */
function NotOpen() {
  const { t } = useTranslation();
  return (
    <div className="job-board__container job-posting">
      <div className="job-board__empty">
        <h1 className="job-posting__title">{t('publicBoard.vacancy.notFoundTitle')}</h1>
        <p>{t('publicBoard.vacancy.notFoundText')}</p>
        <p>
          <Link to="/home">{t('publicBoard.vacancy.back')}</Link>
        </p>
      </div>
    </div>
  );
}

/** The tab's title: the vacancy and its company, or that it is not open. */
function useVacancyTitle(vacancy: PublicVacancySummary | undefined, missing: boolean) {
  const { t } = useTranslation();
  usePageTitle(
    vacancy
      ? vacancy.companyName
        ? t('publicBoard.vacancy.documentTitle', {
            title: vacancy.title,
            company: vacancy.companyName,
          })
        : t('publicBoard.vacancy.documentTitleNoCompany', { title: vacancy.title })
      : missing
        ? t('publicBoard.vacancy.notFoundTitle')
        : t('publicBoard.home.documentTitle'),
  );
}

/**
 * The page as the server sent it: the app only adds the apply form into its apply
 * section (the vacancy it was drawn from is embedded beside it), once the section comes
 * near the screen (the description is what a phone shows first; "Apply now" leads there).
 */
function ServerVacancy({ page, code }: { page: HTMLElement; code: string }) {
  const embedded = embeddedData()?.vacancy;
  const vacancy =
    embedded?.vacancy && embedded.code.toUpperCase() === code.toUpperCase()
      ? embedded.vacancy
      : undefined;
  useVacancyTitle(vacancy, !vacancy);
  const apply = page.querySelector<HTMLElement>('#apply');
  const near = useNearViewport(apply);
  if (!vacancy || !apply || !near) return null;
  return createPortal(
    <Suspense fallback={null}>
      <ApplyForm vacancy={vacancy} />
    </Suspense>,
    apply,
  );
}

/** The page drawn by the app: inside the app, or for a reader of another language. */
function VacancyBoard({ code }: { code: string }) {
  const { t } = useTranslation();
  const query = useQuery(publicVacancyQuery(code));
  const vacancy = query.data;
  const missing = query.error instanceof ApiError && [400, 404].includes(query.error.statusCode);
  useVacancyTitle(vacancy, missing);
  return (
    <BoardFrame>
      {vacancy ? (
        <Posting vacancy={vacancy} />
      ) : missing ? (
        <NotOpen />
      ) : query.isError ? (
        <div className="job-board__container job-posting">
          <div className="job-board__empty" role="alert">
            <h1 className="job-posting__title">{t('publicBoard.vacancy.loadFailed')}</h1>
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => void query.refetch()}
            >
              {t('common.retry')}
            </button>
          </div>
        </div>
      ) : (
        <div className="job-board__container job-posting" aria-busy="true">
          <p className="job-board__loading">{t('publicBoard.vacancy.loading')}</p>
        </div>
      )}
    </BoardFrame>
  );
}

/**
 * One vacancy of the public board: its description, terms and the apply form. The server
 * sends it with its content in the HTML (public-pages.ts); see HomePage.
 */
export function VacancyPage() {
  const { code = '' } = useParams();
  const page = useServerPage();
  return page ? <ServerVacancy page={page} code={code} /> : <VacancyBoard code={code} />;
}

export { VacancyPage as Component };
