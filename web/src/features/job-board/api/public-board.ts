import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { uploadWithProgress } from '../../../lib/api/upload';
import type { Language } from '../../../lib/i18n';
import { embeddedAt, embeddedData } from './embedded';

export type PublicBanner = components['schemas']['PublicBannerDto'];
export type PublicVacancySummary = components['schemas']['PublicVacancySummaryDto'];
export type PublicVacancy = components['schemas']['PublicVacancyDto'];
export type PublicVacancyPage = components['schemas']['PublicVacancyPageDto'];
export type PublicFilters = components['schemas']['PublicBoardFiltersDto'];
export type PublicSalary = components['schemas']['PublicSalaryDto'];
export type ApplicationReceipt = components['schemas']['PublicApplicationReceiptDto'];
export type Modality = PublicVacancySummary['modality'];

export const MODALITIES: readonly Modality[] = ['onsite', 'remote', 'hybrid'];
/** Vacancies per page: the server's default, so the snapshot's page is the app's. */
export const PAGE_SIZE = 12;

/** The list's query as the address carries it (/home?search=&category=&modality=&location=&page=). */
export interface HomeParams {
  search?: string;
  category?: string;
  modality?: Modality;
  location?: string;
  page: number;
}

/** What the server embeds for /home (see embedded.ts). */
export interface HomeData {
  params: HomeParams;
  banners: PublicBanner[];
  vacancies: PublicVacancyPage;
  filters: PublicFilters;
}

/** The address's params, each dropped when the server would refuse or ignore it. */
export function homeParams(search: URLSearchParams): HomeParams {
  const text = (name: string, max: number) => {
    const value = search.get(name)?.trim();
    return value && value.length <= max ? value : undefined;
  };
  const category = text('category', 120);
  const modality = search.get('modality') as Modality | null;
  const page = Number(search.get('page'));
  const search_ = text('search', 100);
  const location = text('location', 120);
  return {
    ...(search_ ? { search: search_ } : {}),
    ...(category && /^[a-z0-9_-]+$/.test(category) ? { category } : {}),
    ...(modality && MODALITIES.includes(modality) ? { modality } : {}),
    ...(location ? { location } : {}),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The home page's address for these params (what its search form submits). */
export function homeHref(params: Partial<HomeParams>): string {
  const query = new URLSearchParams();
  for (const name of ['search', 'category', 'modality', 'location'] as const) {
    const value = params[name];
    if (value) query.set(name, value);
  }
  if (params.page && params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `/home?${text}` : '/home';
}

export const vacancyHref = (code: string) => `/home/vacantes/${encodeURIComponent(code)}`;
export const sentHref = (code: string) => `${vacancyHref(code)}/enviada`;

const sameParams = (a: HomeParams, b: HomeParams) => homeHref(a) === homeHref(b);

/**
 * Vacancies change a few times a day: a minute without asking again, so the data the
 * server embedded (as fresh as the page) is not fetched again at once.
 */
const PUBLIC_STALE_TIME_MS = 60_000;

/** Query keys of the public board (no signed-in data, so no shared root). */
export const publicBoardKeys = {
  all: ['public-board'] as const,
  banners: () => [...publicBoardKeys.all, 'banners'] as const,
  filters: () => [...publicBoardKeys.all, 'filters'] as const,
  vacancies: (params: HomeParams) => [...publicBoardKeys.all, 'vacancies', params] as const,
  vacancy: (code: string) => [...publicBoardKeys.all, 'vacancy', code.toUpperCase()] as const,
};

export function publicBannersQuery() {
  return queryOptions({
    queryKey: publicBoardKeys.banners(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/public/banners', { signal })),
    initialData: () => embeddedData()?.home?.banners,
    initialDataUpdatedAt: embeddedAt,
    staleTime: PUBLIC_STALE_TIME_MS,
  });
}

export function publicFiltersQuery() {
  return queryOptions({
    queryKey: publicBoardKeys.filters(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/public/vacancies/filters', { signal })),
    initialData: () => embeddedData()?.home?.filters,
    initialDataUpdatedAt: embeddedAt,
    staleTime: PUBLIC_STALE_TIME_MS,
  });
}

export function publicVacanciesQuery(params: HomeParams) {
  return queryOptions({
    queryKey: publicBoardKeys.vacancies(params),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/public/vacancies', {
          params: { query: { ...params, size: PAGE_SIZE } },
          signal,
        }),
      ),
    initialData: () => {
      const home = embeddedData()?.home;
      return home && sameParams(home.params, params) ? home.vacancies : undefined;
    },
    initialDataUpdatedAt: embeddedAt,
    staleTime: PUBLIC_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
}

export function publicVacancyQuery(code: string) {
  return queryOptions({
    queryKey: publicBoardKeys.vacancy(code),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/public/vacancies/{code}', { params: { path: { code } }, signal })),
    initialData: () => {
      const embedded = embeddedData()?.vacancy;
      return embedded?.vacancy && embedded.code.toUpperCase() === code.toUpperCase()
        ? embedded.vacancy
        : undefined;
    },
    initialDataUpdatedAt: embeddedAt,
    staleTime: PUBLIC_STALE_TIME_MS,
  });
}

/** What the apply form sends beside the CV. */
export interface ApplicationInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  documentId: string;
  consent: boolean;
  /** The consent wording the form showed (its translation) and its language, kept with the date. */
  consentText: string;
  consentLanguage: Language;
  cv: File;
}

/** Sends an application as multipart/form-data (the CV in `cv`). */
export function useApply(code: string) {
  return useMutation({
    mutationFn: ({ cv, documentId, consent, ...fields }: ApplicationInput) =>
      uploadWithProgress<ApplicationReceipt>({
        url: `/api/public/vacancies/${encodeURIComponent(code)}/applications`,
        fields: {
          ...fields,
          ...(documentId.trim() ? { documentId: documentId.trim() } : {}),
          consent: String(consent),
          cv: [cv, cv.name],
        },
      }),
  });
}
