import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

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

/** Query keys of the dashboards; everything under `dashboardKeys.all`. */
export const dashboardKeys = {
  all: ['dashboards'] as const,
  detail: (name: DashboardName) => [...dashboardKeys.all, name] as const,
};

// Demo figures that never change while the app runs: no refetch on every visit.
const STALE = 5 * 60_000;

export function analyticsDashboardQuery() {
  return queryOptions({
    queryKey: dashboardKeys.detail('analytics'),
    queryFn: ({ signal }) => unwrap(api.GET('/api/dashboards/analytics', { signal })),
    staleTime: STALE,
  });
}

export function cryptoDashboardQuery() {
  return queryOptions({
    queryKey: dashboardKeys.detail('crypto'),
    queryFn: ({ signal }) => unwrap(api.GET('/api/dashboards/crypto', { signal })),
    staleTime: STALE,
  });
}

export function financeDashboardQuery() {
  return queryOptions({
    queryKey: dashboardKeys.detail('finance'),
    queryFn: ({ signal }) => unwrap(api.GET('/api/dashboards/finance', { signal })),
    staleTime: STALE,
  });
}

export function projectDashboardQuery() {
  return queryOptions({
    queryKey: dashboardKeys.detail('project'),
    queryFn: ({ signal }) => unwrap(api.GET('/api/dashboards/project', { signal })),
    staleTime: STALE,
  });
}

export const useAnalyticsDashboard = () => useQuery(analyticsDashboardQuery());
export const useCryptoDashboard = () => useQuery(cryptoDashboardQuery());
export const useFinanceDashboard = () => useQuery(financeDashboardQuery());
export const useProjectDashboard = () => useQuery(projectDashboardQuery());
