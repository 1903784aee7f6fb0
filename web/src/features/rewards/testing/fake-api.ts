/** A small stand-in for the rewards, categories and banners API in page tests. */
import { jsonResponse, stubFetch } from '../../../test/fetch';
import type { Banner } from '../api/banners';
import type { RewardCategory } from '../api/reward-categories';
import type { Reward } from '../api/rewards';

const AT = '2026-11-20T10:00:00.000Z';

export function category(id: string, name: string, active = true): RewardCategory {
  return {
    id,
    kind: 'reward',
    name,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    description: '',
    active,
    createdAt: AT,
    updatedAt: AT,
  };
}

export function reward(id: string, name: string, change: Partial<Reward> = {}): Reward {
  return {
    id,
    name,
    description: `${name}, delivered within two weeks.`,
    categoryId: 'c1',
    pointsCost: 500,
    stock: 10,
    image: null,
    redemptionCount: 0,
    active: true,
    createdAt: AT,
    updatedAt: AT,
    ...change,
  };
}

export function banner(id: string, title: string, order: number, change: Partial<Banner> = {}) {
  return {
    id,
    title,
    image: null,
    link: '/apps/premios',
    order,
    active: true,
    startsAt: null,
    endsAt: null,
    createdAt: AT,
    updatedAt: AT,
    ...change,
  } satisfies Banner;
}

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

function page<T>(items: T[], size = 10) {
  return {
    items,
    pagination: items.length
      ? {
          length: items.length,
          size,
          page: 1,
          lastPage: 1,
          startIndex: 0,
          endIndex: items.length - 1,
        }
      : { length: 0, size, page: 1, lastPage: 1 },
  };
}

export interface Failure {
  status: number;
  body?: Record<string, unknown>;
}

/** The fake server: lists filter like the real one; every call is recorded. */
export function fakeRewardsApi({
  rewards = [] as Reward[],
  categories = [] as RewardCategory[],
  banners = [] as Banner[],
} = {}) {
  const state = { rewards: [...rewards], categories: [...categories], banners: [...banners] };
  const calls: Call[] = [];
  const failures = new Map<string, Failure>();
  const fetch = stubFetch(async (request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    calls.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
    const failure = failures.get(`${request.method} ${url.pathname}`);
    if (failure) {
      return jsonResponse(
        { statusCode: failure.status, message: 'Refused', error: 'Error', ...failure.body },
        failure.status,
      );
    }
    const query = url.searchParams;
    const path = url.pathname;

    if (path === '/api/categories' && request.method === 'GET') {
      const words = (query.get('search') ?? '').toLowerCase();
      return jsonResponse(
        page(
          state.categories.filter((item) => item.name.toLowerCase().includes(words)),
          Number(query.get('size') ?? 10),
        ),
      );
    }
    const categoryMatch = /^\/api\/categories\/([^/]+)$/.exec(path);
    if (categoryMatch) {
      const found = state.categories.find((item) => item.id === categoryMatch[1]);
      return found
        ? jsonResponse(found)
        : jsonResponse({ statusCode: 404, message: 'Not found', error: 'Not Found' }, 404);
    }

    if (path === '/api/rewards') {
      if (request.method === 'POST') {
        const created = reward(
          `r${state.rewards.length + 1}`,
          String(body?.name),
          body as Partial<Reward>,
        );
        state.rewards.push(created);
        return jsonResponse(created, 201);
      }
      const words = (query.get('search') ?? '').toLowerCase();
      const items = state.rewards
        .filter((item) => item.name.toLowerCase().includes(words))
        .filter((item) => !query.get('categoryId') || item.categoryId === query.get('categoryId'))
        .filter((item) => !query.get('active') || String(item.active) === query.get('active'));
      return jsonResponse(page(items));
    }
    const rewardMatch = /^\/api\/rewards\/([^/]+)$/.exec(path);
    if (rewardMatch) {
      const id = rewardMatch[1];
      const index = state.rewards.findIndex((item) => item.id === id);
      if (index === -1)
        return jsonResponse({ statusCode: 404, message: 'Not found', error: 'Not Found' }, 404);
      if (request.method === 'PATCH') {
        state.rewards[index] = { ...state.rewards[index], ...(body as Partial<Reward>) };
      }
      if (request.method === 'DELETE') {
        const [removed] = state.rewards.splice(index, 1);
        return jsonResponse(removed);
      }
      return jsonResponse(state.rewards[index]);
    }

    if (path === '/api/banners') {
      if (request.method === 'POST') {
        const created = banner(
          `b${state.banners.length + 1}`,
          String(body?.title),
          state.banners.length,
          body as Partial<Banner>,
        );
        state.banners.push(created);
        return jsonResponse(created, 201);
      }
      return jsonResponse([...state.banners].sort((a, b) => a.order - b.order));
    }
    if (path === '/api/banners/order' && request.method === 'PUT') {
      const ids = (body as { ids: string[] }).ids;
      state.banners = ids.map((id, order) => ({
        ...state.banners.find((item) => item.id === id)!,
        order,
      }));
      return jsonResponse(state.banners);
    }
    const bannerMatch = /^\/api\/banners\/([^/]+)$/.exec(path);
    if (bannerMatch) {
      const id = bannerMatch[1];
      const index = state.banners.findIndex((item) => item.id === id);
      if (index === -1)
        return jsonResponse({ statusCode: 404, message: 'Not found', error: 'Not Found' }, 404);
      if (request.method === 'PATCH') {
        state.banners[index] = { ...state.banners[index], ...(body as Partial<Banner>) };
      }
      if (request.method === 'DELETE') {
        const [removed] = state.banners.splice(index, 1);
        return jsonResponse(removed);
      }
      return jsonResponse(state.banners[index]);
    }
    return jsonResponse({});
  });
  return {
    fetch,
    calls,
    state,
    /** Calls that change something. */
    changes: () => calls.filter((call) => call.method !== 'GET'),
    fail: (method: string, path: string, failure: Failure) =>
      failures.set(`${method} ${path}`, failure),
    pass: (method: string, path: string) => failures.delete(`${method} ${path}`),
  };
}
