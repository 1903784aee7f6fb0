import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { adminHeaders } from './staff';
import { type Scheme, useScheme } from './views';

export { useScheme };

/**
 * Walks over every screen of the web's route table (and every link of the menu, and the
 * screens that open one record), one after another inside the running app, collecting
 * what is wrong with each so that one run names every offender. Used by the 400 px walk
 * and by the accessibility walks.
 */
type Access = 'signed-in' | 'guest' | 'public';
interface TableRoute {
  path: string;
  access: Access;
}

/**
 * The rows of web/src/app/route-table.ts, read from its source: the module itself pulls in
 * the screens (TSX) through its lazy imports, which the e2e project does not compile.
 */
export function routeTable(): TableRoute[] {
  const source = readFileSync(join(__dirname, '../../web/src/app/route-table.ts'), 'utf8');
  const table = source.slice(source.indexOf('export const SCREEN_ROUTES'));
  const rows = [...table.matchAll(/\{\s*path: '([^']+)',[^{}]*?access: '([a-z-]+)'/g)].map(
    ([, path, access]) => ({ path, access: access as Access }),
  );
  // Every row was read: as many as the table names paths.
  expect(rows.length).toBe([...table.matchAll(/\bpath: '/g)].length);
  expect(rows.length).toBeGreaterThan(40);
  return rows;
}

/** Every internal link of the menu the administrator is served, in every navigation. */
export async function menuLinks(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/common/navigation', {
    headers: await adminHeaders(request),
  });
  expect(response.ok()).toBe(true);
  const links = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const { link, externalLink } = value as { link?: unknown; externalLink?: unknown };
      if (typeof link === 'string' && link.startsWith('/') && !externalLink) links.add(link);
      Object.values(value).forEach(walk);
    }
  };
  walk(await response.json());
  expect(links.size).toBeGreaterThan(20);
  return [...links];
}

/** Real values for the routes' parameters and for the screens that open one record. */
export async function records(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const get = async <T>(url: string): Promise<T> => {
    const response = await request.get(url, { headers });
    expect(response.ok(), url).toBe(true);
    return (await response.json()) as T;
  };
  const firstId = async (url: string) => {
    const list = await get<{ items: { id: string }[] } | { id: string }[]>(url);
    const items = Array.isArray(list) ? list : list.items;
    expect(items.length, `${url} lists a record`).toBeGreaterThan(0);
    return items[0].id;
  };
  const faqs = await get<{ slug: string }[]>('/api/apps/help-center/faqs');
  const guides = await get<{ slug: string; guides: { slug: string }[] }[]>(
    '/api/apps/help-center/guides',
  );
  const guideCategory = guides.find((category) => category.guides.length > 0);
  expect(faqs.length).toBeGreaterThan(0);
  expect(guideCategory).toBeDefined();
  return {
    params: {
      chatId: await firstId('/api/apps/chat/chats'),
      slug: faqs[0].slug,
      categorySlug: guideCategory!.slug,
      guideSlug: guideCategory!.guides[0].slug,
      labelId: await firstId('/api/apps/notes/labels'),
      taskId: await firstId('/api/apps/tasks/all'),
      boardId: await firstId('/api/apps/scrumboard/boards'),
      folder: 'inbox',
      set: 'material-twotone',
      filter: 'starred',
      label: (await get<{ slug: string }[]>('/api/apps/mailbox/labels'))[0].slug,
      mailId: (await get<{ mails: { id: string }[] }>('/api/apps/mailbox/mails?folder=inbox'))
        .mails[0].id,
      // A vacancy of the public job board (home/vacantes/:code).
      code: (await get<{ items: { code: string }[] }>('/api/public/vacancies?size=1')).items[0]
        .code,
    } as Record<string, string>,
    vacancy: await firstId('/api/vacancies?size=1'),
    applicant: await firstId('/api/applicants?size=1'),
    reward: await firstId('/api/rewards?size=1'),
    banner: await firstId('/api/banners?size=1'),
  };
}

/** The path with its `:name` parameters filled in. */
export function fill(path: string, params: Record<string, string>): string {
  return `/${path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    expect(params[name], `a value for :${name}`).toBeDefined();
    return encodeURIComponent(params[name]);
  })}`;
}

/** Waits for the screen to settle: no splash, its heading shown, nothing loading. */
export async function settle(page: Page) {
  await expect(page.locator('.splash-screen')).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** How many pixels the document scrolls sideways (0 when it fits the window). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * Moves to a path inside the running app, as its links do (the router follows history),
 * instead of loading the whole app again for every screen; waits until the router has
 * started on it, so that the old screen is not taken for the new one.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate(async (to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  }, path);
  await expect(page.getByTestId('loading-bar')).toHaveCount(0);
}

/**
 * Opens each path in turn (the first by loading the app, the rest inside it); returns
 * one line for every path that does not settle or that `check` finds fault with.
 */
export async function walk(
  page: Page,
  paths: string[],
  check?: (page: Page, path: string) => Promise<string | null>,
) {
  const offenders: string[] = [];
  for (const [index, path] of paths.entries()) {
    try {
      if (index === 0) await page.goto(path);
      else await navigateInApp(page, path);
      await settle(page);
    } catch (error) {
      offenders.push(`${path}: did not settle (${String(error).split('\n')[0]})`);
      continue;
    }
    const problem = await check?.(page, path);
    if (problem) offenders.push(`${path}: ${problem}`);
  }
  return offenders;
}

/** Every screen there is, as paths: signed in (the menu's extra links too), and a visitor's. */
export async function everyScreen(request: APIRequestContext) {
  const table = routeTable();
  const { params, vacancy, applicant, reward, banner } = await records(request);
  const menu = await menuLinks(request);
  const known = new Set(table.map((route) => `/${route.path}`.toLowerCase()));
  const signedIn = table
    .filter((route) => route.access !== 'guest' && route.path !== 'sign-out')
    .map((route) => fill(route.path, params));
  const withRecords = [
    `/apps/detail?vacancy=${vacancy}`,
    `/apps/detail?applicant=${applicant}`,
    `/apps/crearvacanciaInterno?id=${vacancy}`,
    `/apps/crearpostulante?id=${applicant}`,
    `/mantenimiento/form_prem?id=${reward}`,
    `/apps/new-banner?id=${banner}`,
  ];
  const menuOnly = menu.filter((link) => !known.has(link.toLowerCase()));
  const guest = table
    .filter((route) => route.access === 'guest')
    .map((route) => fill(route.path, params));
  return {
    signedIn: [...signedIn, ...withRecords, ...menuOnly, '/no/such/screen'],
    menu,
    guest: [
      ...guest,
      '/confirmation-required?mode=approval',
      '/reset-password?token=not-a-real-token',
    ],
  };
}

/** A page in a context that was never signed in, in the given scheme and size. */
export async function visitorPage(
  browser: Browser,
  viewport: { width: number; height: number },
  scheme: Scheme,
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await useScheme(page, scheme);
  return { page, close: () => context.close() };
}
