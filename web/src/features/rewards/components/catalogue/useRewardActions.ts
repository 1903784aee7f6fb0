import { useTranslation } from 'react-i18next';
import { useConfirmation } from '../../../../components/confirmation/ConfirmationProvider';
import type { NoticeAction } from '../../../../components/toasts/Toasts';
import { ApiError } from '../../../../lib/api/errors';
import { type Reward, useDeleteReward, useUpdateReward } from '../../api/rewards';

type Notify = (variant: 'success' | 'danger' | 'info', text: string, action?: NoticeAction) => void;

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The catalogue's row actions: activate or deactivate (with Undo), and delete through the
 * confirmation dialog; when the server refuses because the reward has redemptions (409),
 * its message shows and deactivating is offered instead.
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

  async function onDelete(reward: Reward) {
    const answer = await confirm({
      title: t('rewards.delete.title'),
      message: t('rewards.delete.message', { name: reward.name }),
      icon: { name: 'bi-trash3' },
      actions: { confirm: { label: t('rewards.delete.confirm') } },
    });
    if (answer !== 'confirmed') return;
    try {
      await remove.mutateAsync(reward.id);
      notify('success', t('rewards.done.deleted', { name: reward.name }));
      return;
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode !== 409) {
        notify('danger', t('rewards.done.failed', { name: reward.name, reason: reason(error) }));
        return;
      }
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
  }

  return {
    toggleActive: (reward: Reward) => setActive(reward, !reward.active, true),
    onDelete,
  };
}
