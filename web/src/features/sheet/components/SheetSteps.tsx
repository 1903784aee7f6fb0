import { useTranslation } from 'react-i18next';

export const STEPS = ['kind', 'file', 'columns', 'check', 'import'] as const;
export type Step = (typeof STEPS)[number];

/** Where the person is in the import: the steps in order, the current one named as such. */
export function SheetSteps({ current }: { current: Step }) {
  const { t } = useTranslation();
  const at = STEPS.indexOf(current);
  return (
    <nav aria-label={t('sheet.steps.label')} className="mb-3">
      <ol className="sheet-steps">
        {STEPS.map((step, index) => {
          const state = index < at ? 'done' : index === at ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={`sheet-steps__step sheet-steps__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="sheet-steps__number" aria-hidden="true">
                {state === 'done' ? <i className="bi bi-check-lg" /> : index + 1}
              </span>
              <span className="sheet-steps__name">{t(`sheet.steps.${step}`)}</span>
              {state === 'done' && <span className="visually-hidden">{t('sheet.steps.done')}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
