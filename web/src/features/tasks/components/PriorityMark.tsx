import { useTranslation } from 'react-i18next';
import type { TaskPriority } from '../api/tasks-api';

export const PRIORITY_KEYS = { 0: 'low', 1: 'normal', 2: 'high' } as const;

/** High and low priority as a small mark with its name for screen readers; normal shows none. */
export function PriorityMark({ priority }: { priority: TaskPriority }) {
  const { t } = useTranslation();
  if (priority === 1) return null;
  const label = t(`tasks.priority.${PRIORITY_KEYS[priority]}`);
  return (
    <span className={`task-priority task-priority--${PRIORITY_KEYS[priority]}`} title={label}>
      <i
        className={`bi ${priority === 2 ? 'bi-chevron-double-up' : 'bi-chevron-double-down'}`}
        aria-hidden="true"
      />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
