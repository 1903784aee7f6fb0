import { Injectable } from '@nestjs/common';
import { escapeHtml } from '../../common/html/sanitize';
import { NO_STORE } from '../../common/http/no-store';
import type { BuiltWeb, PageClient, PageRenderer, RenderedPage } from '../../common/http/serve-web';
import { AppConfigService } from '../../config/config';
import type { PublicBannerDto } from '../banners/dto/banner.dto';
import type { Page } from '../../common/listing/paginate';
import { CONTRACT_TYPES, MODALITIES, type Modality } from '../vacancies/vacancy.types';
import {
  PUBLIC_PAGE_SIZE,
  type PublicBoardFiltersDto,
  type PublicSalaryDto,
  type PublicVacancyDto,
  type PublicVacancyListQueryDto,
  type PublicVacancySummaryDto,
  VACANCY_CODE,
} from './dto/public-board.dto';
import { PublicBoardService } from './public-board.service';
import { PublicRateLimitGuard } from './public-rate-limit.guard';
import { plainText, shorten } from './public-vacancies';

/**
 * The public job board's pages as the server sends them: index.html with a snapshot of
 * the page (the vacancies in the HTML for search engines and slow phones), its title,
 * description, canonical address and, on a vacancy, its schema.org JobPosting. The
 * snapshot stays the page as it came (its links and GET search form work without
 * scripts); the web app adds the apply form into it, and draws the same markup itself
 * (web/src/features/job-board), from the data embedded beside it, once the visitor moves
 * on inside the app or reads another language.
 *
 * Every text from the records is escaped; the description was sanitised when stored and
 * is sanitised again on its way out (public-vacancies.ts).
 */

/** The board's addresses, as the web's route table has them (matched case-insensitively). */
export const HOME_PATH = '/home';
export const VACANCY_PATH = '/home/vacantes';

/** The language the snapshot is drawn in (the web's default): the app redraws for others. */
const LOCALE = 'en';

/** The element the web app removes once it draws the page itself (lib/server-snapshot.ts). */
export const SNAPSHOT_ID = 'job-board-snapshot';
/** The data the snapshot was drawn from, for the web app's first render. */
export const EMBEDDED_DATA_ID = 'job-board-data';

/** What the home page is asked for: the list's query as the address carries it. */
export interface HomeParams {
  search?: string;
  category?: string;
  modality?: Modality;
  location?: string;
  page: number;
}

export interface HomeData {
  params: HomeParams;
  banners: PublicBannerDto[];
  vacancies: Page<PublicVacancySummaryDto>;
  filters: PublicBoardFiltersDto;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

@Injectable()
export class PublicPages implements PageRenderer {
  constructor(
    private readonly board: PublicBoardService,
    private readonly config: AppConfigService,
    private readonly limit: PublicRateLimitGuard,
  ) {}

  /**
   * The board's pages read what /api/public/... reads, so each counts toward the same
   * per-IP limit (PUBLIC_RATE_LIMIT_PER_IP): past it, a small 429 page with Retry-After.
   */
  async render(
    url: string,
    web: BuiltWeb,
    client: PageClient,
    now = new Date(),
  ): Promise<RenderedPage | undefined> {
    const address = new URL(url, 'http://board.invalid');
    const path = address.pathname.replace(/\/+$/, '').toLowerCase();
    const code = path.startsWith(`${VACANCY_PATH}/`) ? path.slice(VACANCY_PATH.length + 1) : '';
    const home = path === HOME_PATH;
    if (!home && !VACANCY_CODE.test(code)) return undefined;
    const wait = await this.limit.pageHit(client.ip);
    if (wait !== undefined) return tooManyRequests(translator(web.messages), wait);
    return home
      ? this.home(address.searchParams, web, now)
      : this.vacancy(code.toUpperCase(), web, now);
  }

  private home(query: URLSearchParams, web: BuiltWeb, now: Date): RenderedPage {
    const t = translator(web.messages);
    const params = homeParams(query);
    // The search form without scripts sends its empty fields too: one address per search.
    const address = homeHref(params);
    const asked = query.toString();
    if (asked && address !== `${HOME_PATH}?${asked}`) {
      return { status: 302, location: address };
    }
    const list: PublicVacancyListQueryDto = { ...params, size: PUBLIC_PAGE_SIZE };
    const data: HomeData = {
      params,
      banners: this.board.showingBanners(now),
      vacancies: this.board.list(list, now),
      filters: this.board.filters(now),
    };
    const canonical = this.address(
      params.page > 1 && !params.search && !params.category && !params.modality && !params.location
        ? `${HOME_PATH}?page=${params.page}`
        : HOME_PATH,
    );
    const html = page(web.indexHtml, {
      title: t('publicBoard.home.documentTitle'),
      description: t('publicBoard.home.metaDescription'),
      canonical,
      head: openGraph(
        t('publicBoard.home.documentTitle'),
        t('publicBoard.home.metaDescription'),
        canonical,
      ),
      body: frame(t, homeMarkup(t, data)),
      data: { lang: LOCALE, home: data },
    });
    return { status: 200, html };
  }

  private vacancy(code: string, web: BuiltWeb, now: Date): RenderedPage {
    const t = translator(web.messages);
    let vacancy: PublicVacancyDto;
    try {
      vacancy = this.board.get(code, now);
    } catch {
      const html = page(web.indexHtml, {
        title: t('publicBoard.vacancy.notFoundTitle'),
        description: t('publicBoard.home.metaDescription'),
        head: '<meta name="robots" content="noindex" />',
        body: frame(t, notFoundMarkup(t)),
        data: { lang: LOCALE, vacancy: { code, found: false } },
      });
      return { status: 404, html };
    }
    const canonical = this.address(`${VACANCY_PATH}/${vacancy.code}`);
    const title = vacancy.companyName
      ? t('publicBoard.vacancy.documentTitle', {
          title: vacancy.title,
          company: vacancy.companyName,
        })
      : t('publicBoard.vacancy.documentTitleNoCompany', { title: vacancy.title });
    const description = shorten(plainText(vacancy.description) || vacancy.title, 160);
    const html = page(web.indexHtml, {
      title,
      description,
      canonical,
      head: `${openGraph(title, description, canonical)}\n${jsonLd(jobPosting(vacancy, canonical))}`,
      body: frame(t, vacancyMarkup(t, vacancy)),
      data: { lang: LOCALE, vacancy: { code, found: true, vacancy } },
    });
    return { status: 200, html };
  }

  private address(path: string): string {
    return `${this.config.values.publicUrl}${path}`;
  }
}

/** The home page's query from the address; anything invalid is left out, as if not given. */
export function homeParams(query: URLSearchParams): HomeParams {
  const text = (name: string, max: number) => {
    const value = query.get(name)?.trim();
    return value && value.length <= max ? value : undefined;
  };
  const category = text('category', 120);
  const modality = query.get('modality');
  const page = Number(query.get('page'));
  return {
    ...(text('search', 100) ? { search: text('search', 100) } : {}),
    ...(category && /^[a-z0-9_-]+$/.test(category) ? { category } : {}),
    ...((MODALITIES as readonly string[]).includes(modality ?? '')
      ? { modality: modality as Modality }
      : {}),
    ...(text('location', 120) ? { location: text('location', 120) } : {}),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

// --- Texts ------------------------------------------------------------------------

/**
 * The web's English texts (i18next's `{{name}}` and `_one`/`_other` plurals); a missing
 * key shows as itself, as i18next would.
 */
export function translator(messages: Record<string, unknown>): Translate {
  const lookup = (key: string): string | undefined => {
    let node: unknown = messages;
    for (const part of key.split('.')) {
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    }
    return typeof node === 'string' ? node : undefined;
  };
  return (key, values = {}) => {
    const count = values.count;
    const template =
      (typeof count === 'number' ? lookup(`${key}_${count === 1 ? 'one' : 'other'}`) : undefined) ??
      lookup(key) ??
      key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
      name in values ? String(values[name]) : match,
    );
  };
}

// --- The page around the snapshot --------------------------------------------------

interface PageParts {
  title: string;
  description: string;
  canonical?: string;
  head: string;
  body: string;
  data: unknown;
}

/**
 * index.html with the page's title, description and head tags, without the splash screen
 * (the snapshot shows at once), and with the snapshot and its data before #root.
 */
export function page(indexHtml: string, parts: PageParts): string {
  const head = [
    parts.canonical ? `<link rel="canonical" href="${escapeHtml(parts.canonical)}" />` : '',
    parts.head,
  ]
    .filter(Boolean)
    .join('\n');
  const snapshot = `<div id="${SNAPSHOT_ID}">${parts.body}</div>\n<script type="application/json" id="${EMBEDDED_DATA_ID}">${scriptJson(parts.data)}</script>\n`;
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(parts.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(parts.description)}" />`,
    )
    .replace('</head>', () => `${head}\n</head>`)
    .replace(/<!--\s*splash\b[\s\S]*?-->[\s\S]*?<!--\s*\/splash\s*-->\s*/, '')
    .replace('<div id="root">', () => `${snapshot}<div id="root">`);
}

/** JSON safe inside a <script> element: nothing in it can close the element or start a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function jsonLd(value: unknown): string {
  return `<script type="application/ld+json">${scriptJson(value)}</script>`;
}

function openGraph(title: string, description: string, url: string): string {
  return [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
  ].join('\n');
}

// --- schema.org -------------------------------------------------------------------

const EMPLOYMENT_TYPES: Record<(typeof CONTRACT_TYPES)[number], string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  freelance: 'CONTRACTOR',
};

/** The vacancy as a schema.org JobPosting (what search engines show as a job). */
export function jobPosting(vacancy: PublicVacancyDto, url: string): Record<string, unknown> {
  const salary = vacancy.salary;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: vacancy.title,
    description: vacancy.description,
    identifier: {
      '@type': 'PropertyValue',
      name: vacancy.companyName ?? 'Talento',
      value: vacancy.code,
    },
    ...(vacancy.publishedAt ? { datePosted: vacancy.publishedAt } : {}),
    ...(vacancy.closesAt ? { validThrough: `${vacancy.closesAt}T23:59:59Z` } : {}),
    employmentType: EMPLOYMENT_TYPES[vacancy.contractType],
    ...(vacancy.companyName
      ? { hiringOrganization: { '@type': 'Organization', name: vacancy.companyName } }
      : {}),
    ...(vacancy.modality === 'remote'
      ? { jobLocationType: 'TELECOMMUTE' }
      : {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: vacancy.location },
          },
        }),
    ...(vacancy.category ? { occupationalCategory: vacancy.category.name } : {}),
    ...(vacancy.requirements.length ? { qualifications: vacancy.requirements.join('; ') } : {}),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(salary.min !== null ? { minValue: salary.min } : {}),
              ...(salary.max !== null ? { maxValue: salary.max } : {}),
              unitText: 'MONTH',
            },
          },
        }
      : {}),
    directApply: true,
    url,
  };
}

// --- Markup (web/src/features/job-board draws the same) -----------------------------

const e = (text: string) => escapeHtml(text);

export function vacancyHref(code: string): string {
  return `${VACANCY_PATH}/${encodeURIComponent(code)}`;
}

/** The address of the home page for these params (the search form's GET gives the same). */
export function homeHref(params: Partial<HomeParams>): string {
  const query = new URLSearchParams();
  for (const name of ['search', 'category', 'modality', 'location'] as const) {
    const value = params[name];
    if (value) query.set(name, value);
  }
  if (params.page && params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `${HOME_PATH}?${text}` : HOME_PATH;
}

export function formatDay(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(day ? `${value}T12:00:00Z` : value);
  return new Intl.DateTimeFormat(LOCALE, {
    dateStyle: 'medium',
    ...(day ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

export function formatSalary(t: Translate, salary: PublicSalaryDto): string {
  const money = new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency: salary.currency,
    maximumFractionDigits: 0,
  });
  if (salary.min !== null && salary.max !== null) {
    return t('publicBoard.salary.range', { range: money.formatRange(salary.min, salary.max) });
  }
  if (salary.min !== null)
    return t('publicBoard.salary.from', { amount: money.format(salary.min) });
  return t('publicBoard.salary.upTo', { amount: money.format(salary.max ?? 0) });
}

/** The empty layout's frame and the board's header and footer around a page. */
function frame(t: Translate, content: string): string {
  return `<div class="app-layout app-layout--empty" data-layout="empty"><main class="app-layout__main"><div class="job-board">${header(t)}${content}${footer(t)}</div></main></div>`;
}

function header(t: Translate): string {
  return `<header class="job-board__bar"><div class="job-board__container job-board__bar-inner"><a class="job-board__brand" href="${HOME_PATH}">${LOGO}<span>${e(t('publicBoard.brand'))}</span></a><a class="job-board__staff" href="/sign-in">${e(t('publicBoard.staffSignIn'))}</a></div></header>`;
}

function footer(t: Translate): string {
  return `<footer class="job-board__footer"><div class="job-board__container">${e(t('publicBoard.footer', { year: new Date().getFullYear() }))}</div></footer>`;
}

const LOGO =
  '<svg class="job-board__logo" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="#0f766e"></rect><path d="M9.5 10.5h13M16 10.5v12" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round"></path><path d="M23.5 18.5l.9 1.9 1.9.9-1.9.9-.9 1.9-.9-1.9-1.9-.9 1.9-.9z" fill="#ccfbf1" stroke="#ccfbf1" stroke-width="0.8" stroke-linejoin="round"></path></svg>';

function option(value: string, label: string, selected: boolean): string {
  return `<option value="${e(value)}"${selected ? ' selected=""' : ''}>${e(label)}</option>`;
}

function searchForm(t: Translate, data: HomeData): string {
  const { params, filters } = data;
  const select = (name: string, label: string, all: string, options: string) =>
    `<div class="job-board__field"><label class="form-label" for="job-board-${name}">${e(label)}</label><select class="form-select" id="job-board-${name}" name="${name}">${option('', all, false)}${options}</select></div>`;
  const categories = filters.categories
    .map((c) => option(c.slug, c.name, c.slug === params.category))
    .join('');
  const modalities = filters.modalities
    .map((m) =>
      option(m.modality, t(`publicBoard.modality.${m.modality}`), m.modality === params.modality),
    )
    .join('');
  const locations = filters.locations
    .map((l) => option(l.name, l.name, l.name === params.location))
    .join('');
  return `<form class="job-board__search" role="search" action="${HOME_PATH}" method="get"><div class="job-board__field job-board__field--search"><label class="form-label" for="job-board-search">${e(t('publicBoard.search.label'))}</label><input class="form-control" id="job-board-search" name="search" type="search" maxlength="100" placeholder="${e(t('publicBoard.search.placeholder'))}" value="${e(params.search ?? '')}" /></div>${select('category', t('publicBoard.search.category'), t('publicBoard.search.allCategories'), categories)}${select('modality', t('publicBoard.search.modality'), t('publicBoard.search.allModalities'), modalities)}${select('location', t('publicBoard.search.location'), t('publicBoard.search.allLocations'), locations)}<div class="job-board__field job-board__field--submit"><button class="btn btn-primary" type="submit">${e(t('publicBoard.search.submit'))}</button></div></form>`;
}

function bannersMarkup(t: Translate, banners: PublicBannerDto[]): string {
  if (banners.length === 0) return '';
  const items = banners
    .map((banner) => {
      const image = banner.image
        ? `<img class="job-board__banner-image" src="${e(banner.image)}" alt="" width="320" height="120" />`
        : '';
      const title = `<span class="job-board__banner-title">${e(banner.title)}</span>`;
      const inner = banner.link
        ? `<a class="job-board__banner-link" href="${e(banner.link)}">${image}${title}</a>`
        : `${image}${title}`;
      return `<li class="job-board__banner">${inner}</li>`;
    })
    .join('');
  return `<section class="job-board__banners" aria-label="${e(t('publicBoard.banners.label'))}"><div class="job-board__container"><ul class="job-board__banner-list">${items}</ul></div></section>`;
}

export function facts(t: Translate, vacancy: PublicVacancySummaryDto): string[] {
  return [
    vacancy.location,
    t(`publicBoard.modality.${vacancy.modality}`),
    t(`publicBoard.contract.${vacancy.contractType}`),
  ].filter(Boolean);
}

function card(t: Translate, vacancy: PublicVacancySummaryDto): string {
  const company = [vacancy.companyName, vacancy.category?.name].filter(Boolean).join(' · ');
  const salary = vacancy.salary
    ? `<p class="job-card__salary">${e(formatSalary(t, vacancy.salary))}</p>`
    : '';
  const published = vacancy.publishedAt
    ? `<p class="job-card__date">${e(t('publicBoard.published', { date: formatDay(vacancy.publishedAt) }))}</p>`
    : '';
  return `<li class="job-card"><h3 class="job-card__title"><a class="job-card__link" href="${vacancyHref(vacancy.code)}">${e(vacancy.title)}</a></h3>${company ? `<p class="job-card__company">${e(company)}</p>` : ''}<ul class="job-card__facts">${facts(
    t,
    vacancy,
  )
    .map((fact) => `<li>${e(fact)}</li>`)
    .join('')}</ul>${salary}${published}</li>`;
}

function pagination(t: Translate, data: HomeData): string {
  const { page, lastPage } = data.vacancies.pagination;
  if (lastPage <= 1) return '';
  const link = (target: number, label: string, rel?: string) =>
    `<a class="job-board__page-link" href="${e(homeHref({ ...data.params, page: target }))}"${rel ? ` rel="${rel}"` : ''}>${e(label)}</a>`;
  // Past the last page (an old link), "previous" leads back to the last one.
  const previous =
    page > 1 ? link(Math.min(page - 1, lastPage), t('publicBoard.pages.previous'), 'prev') : '';
  const next = page < lastPage ? link(page + 1, t('publicBoard.pages.next'), 'next') : '';
  const status = `<span class="job-board__page-status">${e(t('publicBoard.pages.status', { page, lastPage }))}</span>`;
  return `<nav class="job-board__pages" aria-label="${e(t('publicBoard.pages.label'))}">${previous}${status}${next}</nav>`;
}

export function homeMarkup(t: Translate, data: HomeData): string {
  const { items, pagination: where } = data.vacancies;
  const filtered = !!(
    data.params.search ||
    data.params.category ||
    data.params.modality ||
    data.params.location
  );
  const list = items.length
    ? `<ul class="job-board__list">${items.map((vacancy) => card(t, vacancy)).join('')}</ul>`
    : `<div class="job-board__empty"><p class="job-board__empty-title">${e(t('publicBoard.results.none'))}</p><p>${e(t('publicBoard.results.noneHint'))}</p></div>`;
  const reset = filtered
    ? `<a class="job-board__reset" href="${HOME_PATH}">${e(t('publicBoard.search.reset'))}</a>`
    : '';
  return `<section class="job-board__hero"><div class="job-board__container"><h1 class="job-board__title">${e(t('publicBoard.home.title'))}</h1><p class="job-board__lead">${e(t('publicBoard.home.lead'))}</p>${searchForm(t, data)}</div></section>${bannersMarkup(t, data.banners)}<section class="job-board__results" aria-labelledby="job-board-results"><div class="job-board__container"><div class="job-board__results-head"><h2 class="job-board__results-title" id="job-board-results">${e(t('publicBoard.results.count', { count: where.length }))}</h2>${reset}</div>${list}${pagination(t, data)}</div></section>`;
}

/** The vacancy's terms, as the page's summary lists them: [term, value], empty ones left out. */
export function vacancyTerms(t: Translate, vacancy: PublicVacancySummaryDto): [string, string][] {
  const terms: [string, string | null][] = [
    [t('publicBoard.vacancy.location'), vacancy.location],
    [t('publicBoard.vacancy.modality'), t(`publicBoard.modality.${vacancy.modality}`)],
    [t('publicBoard.vacancy.contract'), t(`publicBoard.contract.${vacancy.contractType}`)],
    [t('publicBoard.vacancy.salary'), vacancy.salary && formatSalary(t, vacancy.salary)],
    [t('publicBoard.vacancy.publishedAt'), vacancy.publishedAt && formatDay(vacancy.publishedAt)],
    [t('publicBoard.vacancy.closesAt'), vacancy.closesAt && formatDay(vacancy.closesAt)],
  ];
  return terms.filter((term): term is [string, string] => !!term[1]);
}

function vacancyMarkup(t: Translate, vacancy: PublicVacancyDto): string {
  const company = [vacancy.companyName, vacancy.category?.name].filter(Boolean).join(' · ');
  const terms = vacancyTerms(t, vacancy);
  const requirements = vacancy.requirements.length
    ? `<section class="job-posting__section"><h2 class="job-posting__heading">${e(t('publicBoard.vacancy.requirements'))}</h2><ul class="job-posting__requirements">${vacancy.requirements
        .map((requirement) => `<li>${e(requirement)}</li>`)
        .join('')}</ul></section>`
    : '';
  return `<div class="job-board__container job-posting"><p class="job-posting__back"><a href="${HOME_PATH}">${e(t('publicBoard.vacancy.back'))}</a></p><div class="job-posting__layout"><article class="job-posting__main"><header class="job-posting__header"><h1 class="job-posting__title">${e(vacancy.title)}</h1>${company ? `<p class="job-posting__company">${e(company)}</p>` : ''}<a class="btn btn-primary job-posting__cta" href="${vacancyHref(vacancy.code)}#apply">${e(t('publicBoard.vacancy.applyNow'))}</a></header><section class="job-posting__section"><h2 class="job-posting__heading">${e(t('publicBoard.vacancy.about'))}</h2><div class="job-posting__description">${vacancy.description}</div></section>${requirements}</article><aside class="job-posting__aside" aria-label="${e(t('publicBoard.vacancy.summary'))}"><dl class="job-posting__terms">${terms
    .map(
      ([term, value]) =>
        `<div class="job-posting__term"><dt>${e(term)}</dt><dd>${e(value)}</dd></div>`,
    )
    .join(
      '',
    )}</dl></aside></div><section class="job-posting__apply" id="apply" aria-labelledby="job-posting-apply"><h2 class="job-posting__heading" id="job-posting-apply">${e(t('publicBoard.apply.title'))}</h2><p class="job-posting__apply-intro">${e(t('publicBoard.apply.intro'))}</p></section></div>`;
}

/**
 * Past the per-IP limit: a small page of its own (not the web app, which would only ask the
 * limited API again), kept out of search engines, with Retry-After.
 */
export function tooManyRequests(t: Translate, seconds: number): RenderedPage {
  const title = t('publicBoard.tooMany.title');
  const html = `<!doctype html>\n<html lang="${LOCALE}"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><meta name="robots" content="noindex" /><title>${e(title)}</title></head><body><main><h1>${e(title)}</h1><p>${e(t('publicBoard.tooMany.text', { count: seconds }))}</p><p><a href="${HOME_PATH}">${e(t('publicBoard.vacancy.back'))}</a></p></main></body></html>\n`;
  return {
    status: 429,
    html,
    headers: { 'Retry-After': String(seconds), 'Cache-Control': NO_STORE },
  };
}

function notFoundMarkup(t: Translate): string {
  return `<div class="job-board__container job-posting"><div class="job-board__empty"><h1 class="job-posting__title">${e(t('publicBoard.vacancy.notFoundTitle'))}</h1><p>${e(t('publicBoard.vacancy.notFoundText'))}</p><p><a href="${HOME_PATH}">${e(t('publicBoard.vacancy.back'))}</a></p></div></div>`;
}
