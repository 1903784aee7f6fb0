import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import './onboarding.css';

const STEPS = ['welcome', 'profile', 'done'] as const;

/** The onboarding's card: where the person is among its steps, then the page's content. */
export function OnboardingFrame({
  step,
  title,
  children,
}: {
  step: (typeof STEPS)[number];
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const at = STEPS.indexOf(step);
  return (
    <div className="onboarding">
      <Card className="onboarding__card">
        <Card.Body className="p-4 p-md-5">
          <ol className="onboarding__steps" aria-label={t('onboarding.steps.label')}>
            {STEPS.map((name, index) => (
              <li
                key={name}
                className={`onboarding__step${index <= at ? ' onboarding__step--reached' : ''}`}
                aria-current={index === at ? 'step' : undefined}
              >
                {t(`onboarding.steps.${name}`)}
              </li>
            ))}
          </ol>
          <h1 className="onboarding__title">{title}</h1>
          {children}
        </Card.Body>
      </Card>
    </div>
  );
}
