import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useConfirmation } from '../../../components/confirmation/ConfirmationProvider';
import { EmptyState } from '../../../components/data-table';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Toasts, useNotices } from '../../../components/toasts/Toasts';
import { useDelayedDelete } from '../../../components/toasts/useDelayedDelete';
import { useCan } from '../../../lib/access';
import {
  activityFeedQuery,
  type FeedActivity,
  type FeedFilter,
  isFeedFilter,
  useDeleteActivity,
} from '../api/activity-feed';
import { ActivitiesExport } from '../components/ActivitiesExport';
import { ActivityEntry } from '../components/ActivityEntry';
import { availableFilters, KindFilter } from '../components/KindFilter';
import '../components/activities.css';
import { dayHeading, groupByDay } from '../lib/feed-days';
import { NEW_ACTIVITY_PATH } from '../lib/paths';
import { type Flash, useFlash } from '../../../lib/useFlash';

/** apps/activities: the activity feed, newest first, a page at a time, filtered by kind. */
export function ActivitiesPage() {
  const { t, i18n } = useTranslation();
  const confirm = useConfirmation();
  const [params, setParams] = useSearchParams();
  const seesRecruitment = useCan(['recruiter']);
  const seesRewards = useCan(['rewards']);
  const filters = availableFilters(seesRecruitment, seesRewards);
  const asked = params.get('kind');
  const kind: FeedFilter | null = isFeedFilter(asked) && filters.includes(asked) ? asked : null;
  const feed = useInfiniteQuery(activityFeedQuery(kind));
  const remove = useDeleteActivity();
  const { notices, notify, dismiss } = useNotices();
  const [announcement, setAnnouncement] = useState('');
  const [now, setNow] = useState(() => new Date());
  useFlash(useCallback((flash: Flash) => notify('success', flash.text), [notify]));

  // Relative times ("5 minutes ago") move on while the page is open.
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  const deletes = useDelayedDelete<FeedActivity>({
    notify,
    remove: (activity) => remove.mutateAsync(activity.id),
    deletedText: () => t('activityFeed.done.deleted'),
    restoredText: () => t('activityFeed.done.restored'),
    onFailed: (_activity, error) =>
      notify(
        'danger',
        t('activityFeed.done.deleteFailed', {
          reason: error instanceof Error ? error.message : String(error),
        }),
      ),
  });
  // Everything loaded (for "Load more"), and what shows: without posts whose delete waits.
  const loadedItems = useMemo(
    () => feed.data?.pages.flatMap((page) => page.items) ?? [],
    [feed.data],
  );
  const { without } = deletes;
  const items = useMemo(() => without(loadedItems) ?? [], [without, loadedItems]);
  const days = groupByDay(items);

  // The first entry "Load more" brought takes the focus once it is drawn (now, or when
  // the list renders it), so a keyboard reads on from there.
  const toFocus = useRef<string | null>(null);
  const focusLoaded = useCallback(() => {
    const id = toFocus.current;
    const entry = id && document.querySelector<HTMLElement>(`[data-id="${CSS.escape(id)}"]`);
    if (!entry) return;
    entry.focus();
    toFocus.current = null;
  }, []);
  useEffect(focusLoaded, [items, focusLoaded]);

  function setKind(next: FeedFilter | null) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('kind', next);
        else updated.delete('kind');
        return updated;
      },
      { replace: false },
    );
  }

  async function loadMore() {
    const before = loadedItems.length;
    const result = await feed.fetchNextPage();
    if (result.isError) return;
    const loaded = (result.data?.pages.flatMap((page) => page.items) ?? []).slice(before);
    setAnnouncement(t('activityFeed.loaded', { count: loaded.length }));
    if (loaded[0]) {
      toFocus.current = loaded[0].id;
      focusLoaded();
    }
  }

  async function onDelete(activity: FeedActivity) {
    const answer = await confirm({
      title: t('activityFeed.delete.title'),
      message: t('activityFeed.delete.message'),
      icon: { name: 'bi-trash3' },
      actions: { confirm: { label: t('activityFeed.delete.confirm') } },
    });
    if (answer === 'confirmed') deletes.start(activity);
  }

  const postButton = (size?: 'sm') => (
    <Link to={NEW_ACTIVITY_PATH} className={`btn btn-primary${size ? ' btn-sm' : ''}`}>
      <i className="bi bi-plus-lg me-1" aria-hidden="true" />
      {t('activityFeed.post')}
    </Link>
  );

  return (
    <>
      <div className="page-header d-flex flex-wrap align-items-end gap-3">
        <div className="activity-page-header__text me-auto">
          <h1 className="page-header__title">{t('routes.activities')}</h1>
          <p className="text-body-secondary mb-0 mt-1">{t('activityFeed.subtitle')}</p>
        </div>
        {postButton()}
      </div>
      <div className="activity-toolbar">
        <KindFilter
          value={kind}
          onChange={setKind}
          seesRecruitment={seesRecruitment}
          seesRewards={seesRewards}
        />
        {kind && (
          <Button variant="link" size="sm" className="px-0" onClick={() => setKind(null)}>
            {t('activityFeed.filter.reset')}
          </Button>
        )}
        <ActivitiesExport kind={kind} notify={notify} />
      </div>
      {feed.isError && !feed.data ? (
        <ErrorAlert
          error={feed.error}
          title={t('activityFeed.loadFailed')}
          onRetry={() => void feed.refetch()}
          retrying={feed.isFetching}
        />
      ) : (
        <Card className="activity-feed-card">
          <Card.Body className="activity-feed-card__body">
            {feed.isPending ? (
              <ol className="activity-feed placeholder-glow" aria-hidden="true">
                {Array.from({ length: 4 }, (_, index) => (
                  <li key={index} className="activity-entry">
                    <span className="activity-entry__icon placeholder" />
                    <div className="activity-entry__body">
                      <span className="placeholder col-8 rounded d-block mb-2" />
                      <span className="placeholder col-4 rounded d-block" />
                    </div>
                  </li>
                ))}
              </ol>
            ) : items.length === 0 ? (
              kind ? (
                <EmptyState
                  icon="bi-funnel"
                  title={t('activityFeed.emptyFiltered.title')}
                  hint={t('activityFeed.emptyFiltered.hint')}
                  action={
                    <Button variant="outline-secondary" size="sm" onClick={() => setKind(null)}>
                      {t('activityFeed.filter.reset')}
                    </Button>
                  }
                />
              ) : (
                <EmptyState
                  icon="bi-activity"
                  title={t('activityFeed.empty.title')}
                  hint={t('activityFeed.empty.hint')}
                  action={postButton('sm')}
                />
              )
            ) : (
              <>
                {days.map((group) => (
                  <section
                    key={group.day}
                    className="activity-day"
                    aria-labelledby={`day-${group.day}`}
                  >
                    <h2 id={`day-${group.day}`} className="activity-day__heading">
                      {dayHeading(group.day, i18n.language, now)}
                    </h2>
                    <ol className="activity-feed">
                      {group.items.map((activity) => (
                        <ActivityEntry
                          key={activity.id}
                          activity={activity}
                          now={now}
                          onDelete={(one) => void onDelete(one)}
                          deleting={remove.isPending && remove.variables === activity.id}
                        />
                      ))}
                    </ol>
                  </section>
                ))}
                <div className="activity-feed__more">
                  {feed.hasNextPage ? (
                    <Button
                      variant="outline-primary"
                      onClick={() => void loadMore()}
                      disabled={feed.isFetchingNextPage}
                      aria-busy={feed.isFetchingNextPage}
                    >
                      {feed.isFetchingNextPage && (
                        <Spinner size="sm" className="me-2" aria-hidden="true" />
                      )}
                      {feed.isFetchingNextPage
                        ? t('activityFeed.loadingMore')
                        : t('activityFeed.loadMore')}
                    </Button>
                  ) : (
                    <p className="small text-body-secondary mb-0">{t('activityFeed.end')}</p>
                  )}
                  {feed.isFetchNextPageError && (
                    <p className="small text-danger mb-0 mt-2" role="alert">
                      {t('activityFeed.loadMoreFailed')}
                    </p>
                  )}
                </div>
              </>
            )}
          </Card.Body>
        </Card>
      )}
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      <Toasts notices={notices} onClose={dismiss} />
    </>
  );
}

export { ActivitiesPage as Component };
