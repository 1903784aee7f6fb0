import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { isNotFound } from '../../../lib/api/errors';
import { useRewardCategory } from '../api/reward-categories';
import { type Reward, useReward } from '../api/rewards';
import '../components/catalogue/catalogue.css';
import { RewardForm } from '../components/catalogue/RewardForm';
import type { Flash } from '../../../lib/useFlash';
import { CATALOGUE_PATH } from '../lib/paths';

/** mantenimiento/form_prem: a new reward, or with ?id= the one to edit. */
export function RewardFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const reward = useReward(id);
  const category = useRewardCategory(reward.data?.categoryId);
  // Once shown, the form stays through a failed read again (a delete meanwhile says so).
  const failed = id && !reward.data ? (reward.error ?? null) : null;
  // The reward's category may be gone or out of reach: the form then asks for one.
  const loading =
    !!id && (reward.isPending || (category.isPending && category.fetchStatus !== 'idle'));

  return (
    <>
      <nav aria-label={t('rewards.form.breadcrumb')} className="mb-2">
        <Link to={CATALOGUE_PATH} className="small text-decoration-none">
          <i className="bi bi-arrow-left me-1" aria-hidden="true" />
          {t('rewards.form.back')}
        </Link>
      </nav>
      <div className="page-header">
        <h1 className="page-header__title">
          {id
            ? t('rewards.form.editTitle', { name: reward.data?.name ?? '' })
            : t('rewards.form.createTitle')}
        </h1>
        <p className="text-body-secondary mb-0 mt-1">{t('rewards.form.subtitle')}</p>
      </div>
      {failed ? (
        <ErrorAlert
          error={failed}
          title={t('rewards.form.loadFailed')}
          onRetry={() => void reward.refetch()}
          retrying={reward.isFetching}
        />
      ) : loading ? (
        <div className="py-5 text-center">
          <Spinner animation="border" role="status">
            <span className="visually-hidden">{t('common.loading')}</span>
          </Spinner>
        </div>
      ) : (
        <RewardForm
          key={reward.data?.id ?? 'new'}
          reward={id ? reward.data : undefined}
          deleted={!!id && isNotFound(reward.error)}
          category={id ? (category.data ?? null) : null}
          backTo={CATALOGUE_PATH}
          onSaved={(saved, created) => {
            const flash: Flash<Reward> = created
              ? { text: t('rewards.done.created', { name: saved.name }), created: saved }
              : { text: t('rewards.done.updated', { name: saved.name }) };
            void navigate(CATALOGUE_PATH, { state: { flash } });
          }}
        />
      )}
    </>
  );
}

export { RewardFormPage as Component };
