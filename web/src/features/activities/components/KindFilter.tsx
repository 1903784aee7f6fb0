import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import type { FeedFilter } from '../api/activity-feed';

const RECRUITMENT: readonly FeedFilter[] = ['recruitment', 'applicant', 'pipeline', 'vacancy'];
const REWARDS: readonly FeedFilter[] = ['rewards', 'redemption', 'invoice', 'trivia'];

/** The kinds an account may filter by: those of its programmes, and posts. */
export function availableFilters(seesRecruitment: boolean, seesRewards: boolean): FeedFilter[] {
  return [...(seesRecruitment ? RECRUITMENT : []), ...(seesRewards ? REWARDS : []), 'posted'];
}

export interface KindFilterProps {
  value: FeedFilter | null;
  onChange: (kind: FeedFilter | null) => void;
  seesRecruitment: boolean;
  seesRewards: boolean;
}

/** "Show": every activity, a programme, one kind of event, or the team's posts. */
export function KindFilter({ value, onChange, seesRecruitment, seesRewards }: KindFilterProps) {
  const { t } = useTranslation();
  const option = (kind: FeedFilter) => (
    <option key={kind} value={kind}>
      {t(`activityFeed.filter.kinds.${kind}`)}
    </option>
  );
  return (
    <Form.Group controlId="activity-kind" className="activity-filter">
      <Form.Label className="small text-body-secondary mb-1">
        {t('activityFeed.filter.label')}
      </Form.Label>
      <Form.Select
        size="sm"
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || null) as FeedFilter | null)}
      >
        <option value="">{t('activityFeed.filter.all')}</option>
        {seesRecruitment && (
          <optgroup label={t('activityFeed.filter.groups.recruitment')}>
            {RECRUITMENT.map(option)}
          </optgroup>
        )}
        {seesRewards && (
          <optgroup label={t('activityFeed.filter.groups.rewards')}>{REWARDS.map(option)}</optgroup>
        )}
        {option('posted')}
      </Form.Select>
    </Form.Group>
  );
}
