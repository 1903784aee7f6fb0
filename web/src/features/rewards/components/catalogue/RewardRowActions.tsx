import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Reward } from '../../api/rewards';

/** Edit, activate or deactivate, delete: the buttons of a reward's row or card. */
export function RewardRowActions({
  reward,
  editPath,
  onToggle,
  onDelete,
}: {
  reward: Reward;
  editPath: string;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const edit = t('rewards.actions.edit', { name: reward.name });
  const toggle = reward.active
    ? t('rewards.actions.deactivate', { name: reward.name })
    : t('rewards.actions.activate', { name: reward.name });
  const remove = t('rewards.actions.delete', { name: reward.name });
  return (
    <div className="d-inline-flex gap-1">
      <Link
        to={editPath}
        className="btn btn-sm btn-outline-secondary"
        aria-label={edit}
        title={edit}
      >
        <i className="bi bi-pencil" aria-hidden="true" />
      </Link>
      <Button
        size="sm"
        variant="outline-secondary"
        onClick={onToggle}
        aria-label={toggle}
        title={toggle}
      >
        <i className={`bi ${reward.active ? 'bi-eye-slash' : 'bi-eye'}`} aria-hidden="true" />
      </Button>
      <Button
        size="sm"
        variant="outline-danger"
        onClick={onDelete}
        aria-label={remove}
        title={remove}
      >
        <i className="bi bi-trash3" aria-hidden="true" />
      </Button>
    </div>
  );
}
