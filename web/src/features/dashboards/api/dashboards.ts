import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import type { Language } from '../../../lib/i18n';
import { useContentLanguage } from '../../../lib/useContentLanguage';

type Schemas = components['schemas'];
export type AnalyticsDashboard = Schemas['AnalyticsDashboardDto'];
export type CryptoDashboard = Schemas['CryptoDashboardDto'];
export type FinanceDashboard = Schemas['FinanceDashboardDto'];
export type ProjectDashboard = Schemas['ProjectDashboardDto'];
export type WeeklyFigure = Schemas['WeeklyFigureDto'];
export type AudienceShare = Schemas['AudienceShareDto'];
export type DatedSeries = Schemas['DatedSeriesDto'];
export type Trend = Schemas['TrendDto'];
export type Statement = Schemas['StatementDto'];
export type Transaction = Schemas['TransactionDto'];
export type WatchedCoin = Schemas['WatchedCoinDto'];
export type ScheduleItem = Schemas['ScheduleItemDto'];
export type TeamMember = Schemas['TeamMemberDto'];

export type DashboardName = 'analytics' | 'crypto' | 'finance' | 'project';

/**
 * Query keys of the dashboards; everything under `dashboardKeys.all`. The sample's texts
 * come in the reader's language, so each key names it: a change of language loads them again.
 */
export const dashboardKeys = {
  all: ['dashboards'] as const,
  detail: (name: DashboardName, lang: Language) => [...dashboardKeys.all, name, lang] as const,
};

// Demo figures that never change while the app runs: no refetch on every visit.
const STALE = 5 * 60_000;

export function analyticsDashboardQuery(lang: Language) {
  return queryOptions({
    queryKey: dashboardKeys.detail('analytics', lang),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/dashboards/analytics', { params: { query: { lang } }, signal })),
    staleTime: STALE,
  });
}

export function cryptoDashboardQuery(lang: Language) {
  return queryOptions({
    queryKey: dashboardKeys.detail('crypto', lang),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/dashboards/crypto', { params: { query: { lang } }, signal })),
    staleTime: STALE,
  });
}

export function financeDashboardQuery(lang: Language) {
  return queryOptions({
    queryKey: dashboardKeys.detail('finance', lang),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/dashboards/finance', { params: { query: { lang } }, signal })),
    staleTime: STALE,
  });
}

export function projectDashboardQuery(lang: Language) {
  return queryOptions({
    queryKey: dashboardKeys.detail('project', lang),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/dashboards/project', { params: { query: { lang } }, signal })),
    staleTime: STALE,
  });
}

export const useAnalyticsDashboard = () => useQuery(analyticsDashboardQuery(useContentLanguage()));
export const useCryptoDashboard = () => useQuery(cryptoDashboardQuery(useContentLanguage()));
export const useFinanceDashboard = () => useQuery(financeDashboardQuery(useContentLanguage()));
export const useProjectDashboard = () => useQuery(projectDashboardQuery(useContentLanguage()));
