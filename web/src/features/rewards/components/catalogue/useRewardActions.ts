import { useTranslation } from 'react-i18next';
import { useConfirmation } from '../../../../components/confirmation/ConfirmationProvider';
import type { Notify } from '../../../../components/toasts/Toasts';
import { useDelayedDelete } from '../../../../components/toasts/useDelayedDelete';
import { ApiError } from '../../../../lib/api/errors';
import { type Reward, useDeleteReward, useUpdateReward } from '../../api/rewards';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The catalogue's row actions: activate or deactivate (with Undo), and delete through the
 * confirmation dialog, with Undo until the notice goes (useDelayedDelete); when the server
 * refuses because the reward has redemptions (409), deactivating is offered instead.
 */
export function useRewardActions(notify: Notify) {
  const { t } = useTranslation();
  const confirm = useConfirmation();
  const update = useUpdateReward();
  const remove = useDeleteReward();

  async function setActive(reward: Reward, active: boolean, undoable: boolean) {
    try {
      await update.mutateAsync({ id: reward.id, body: { active } });
    } catch (error) {
      notify('danger', t('rewards.done.failed', { name: reward.name, reason: reason(error) }));
      return;
    }
    const text = active
      ? t('rewards.done.activated', { name: reward.name })
      : t('rewards.done.deactivated', { name: reward.name });
    notify(
      'success',
      text,
      undoable
        ? {
            label: t('rewards.actions.undo'),
            onClick: () => void setActive(reward, !active, false),
          }
        : undefined,
    );
  }

  async function offerDeactivation(reward: Reward) {
    const next = await confirm({
      title: t('rewards.refused.title'),
      message: reward.active
        ? t('rewards.refused.message', { name: reward.name })
        : t('rewards.refused.messageInactive', { name: reward.name }),
      icon: { name: 'bi-info-circle', color: 'info' },
      actions: reward.active
        ? {
            confirm: { label: t('rewards.refused.deactivate'), color: 'primary' },
            cancel: { label: t('rewards.refused.keep') },
          }
        : { confirm: { show: false }, cancel: { label: t('rewards.refused.close') } },
      dismissible: true,
    });
    if (next === 'confirmed' && reward.active) await setActive(reward, false, true);
  }

  const deletes = useDelayedDelete<Reward>({
    notify,
    remove: (reward) => remove.mutateAsync(reward.id),
    deletedText: (reward) => t('rewards.done.deleted', { name: reward.name }),
    restoredText: (reward) => t('rewards.done.restored', { name: reward.name }),
    undoLabel: t('rewards.actions.undo'),
    onFailed: (reward, error) => {
      if (error instanceof ApiError && error.statusCode === 409) {
        void offerDeactivation(reward);
        return;
      }
      notify('danger', t('rewards.done.failed', { name: reward.name, reason: reason(error) }));
    },
  });

  async function onDelete(reward: Reward) {
    const answer = await confirm({
      title: t('rewards.delete.title'),
      message: t('rewards.delete.message', { name: reward.name }),
      icon: { name: 'bi-trash3' },
      actions: { confirm: { label: t('rewards.delete.confirm') } },
    });
    if (answer === 'confirmed') deletes.start(reward);
  }

  return {
    toggleActive: (reward: Reward) => setActive(reward, !reward.active, true),
    onDelete,
    /** A reward whose delete waits for its Undo to go: left out of the list. */
    isDeleting: deletes.isHidden,
  };
}
