import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PeriodQuery } from '../../../components/period';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

export type Summary = components['schemas']['SummaryDto'];
export type RecruitmentSummary = components['schemas']['RecruitmentSummaryDto'];
export type RewardsSummary = components['schemas']['RewardsSummaryDto'];
export type Comparison = components['schemas']['ComparisonDto'];

export const summaryKeys = {
  all: ['summary'] as const,
  board: (period: PeriodQuery) => [...summaryKeys.all, period] as const,
};

export function summaryQuery(period: PeriodQuery) {
  return queryOptions({
    queryKey: summaryKeys.board(period),
    queryFn: ({ signal }) => unwrap(api.GET('/api/summary', { params: { query: period }, signal })),
    placeholderData: keepPreviousData,
    // Every change elsewhere (a hire, a redemption) moves these figures: ask again on each visit.
    staleTime: 0,
  });
}
