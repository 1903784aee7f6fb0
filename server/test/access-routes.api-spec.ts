import request from 'supertest';
import { bearer, createStaff, signIn } from './helpers/auth';
import { type OpenApiPaths, streamAnswer, streamingOperations } from './helpers/event-stream';
import { createTestApp, type TestApp } from './helpers/test-app';

type Role = 'admin' | 'recruiter' | 'rewards';
/** Who may call an operation: nobody needs a token, any active account, or one of roles. */
type Rule = 'public' | 'signed-in' | readonly Role[];

const RECRUITER: Rule = ['recruiter'];
const REWARDS: Rule = ['rewards'];
const REWARDS_OR_RECRUITER: Rule = ['recruiter', 'rewards'];
const ADMIN: Rule = ['admin'];

/**
 * The access decision for every operation of the API, in one table. A new endpoint
 * fails this test until it has a row here (and an @Access() in its controller that
 * agrees with the row).
 */
const ACCESS: Record<string, Rule> = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/images/{folder}/{file}': 'public',
  'GET /api/ui/icons/{set}': 'signed-in',
  'GET /api/ui/icons/{set}/svg/{name}': 'public',

  'POST /api/auth/sign-in': 'public',
  'POST /api/auth/sign-in-with-token': 'public',
  'POST /api/auth/refresh-access-token': 'public',
  'POST /api/auth/unlock-session': 'public',
  'GET /api/auth/sign-up': 'public',
  'POST /api/auth/sign-up': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/sign-out': 'signed-in',

  'GET /api/common/user': 'signed-in',
  'PATCH /api/common/user': 'signed-in',
  'POST /api/common/user/onboarding': 'signed-in',
  'POST /api/common/user/password': 'signed-in',
  'GET /api/common/navigation': 'signed-in',
  'PUT /api/common/navigation': ADMIN,
  'GET /api/common/navigation/config': ADMIN,
  'PUT /api/common/navigation/config': ADMIN,
  'POST /api/common/navigation/config/reset': ADMIN,
  'GET /api/common/messages': 'signed-in',
  'POST /api/common/messages': 'signed-in',
  'PATCH /api/common/messages': 'signed-in',
  'DELETE /api/common/messages': 'signed-in',
  'GET /api/common/messages/mark-all-as-read': 'signed-in',
  'POST /api/common/messages/toggle-read-status': 'signed-in',
  'GET /api/common/notifications': 'signed-in',
  'POST /api/common/notifications': 'signed-in',
  'PATCH /api/common/notifications': 'signed-in',
  'DELETE /api/common/notifications': 'signed-in',
  'GET /api/common/notifications/mark-all-as-read': 'signed-in',
  'POST /api/common/notifications/toggle-read-status': 'signed-in',
  'GET /api/common/shortcuts': 'signed-in',
  'POST /api/common/shortcuts': 'signed-in',
  'PATCH /api/common/shortcuts': 'signed-in',
  'DELETE /api/common/shortcuts': 'signed-in',
  'POST /api/common/search': 'signed-in',

  'GET /api/sessions': 'signed-in',
  'DELETE /api/sessions/{id}': 'signed-in',
  'DELETE /api/accounts/{id}/sessions': ADMIN,
  'GET /api/accounts': ADMIN,
  'GET /api/accounts/{id}': ADMIN,
  'POST /api/accounts/{id}/approve': ADMIN,
  'POST /api/accounts/{id}/reject': ADMIN,
  'PUT /api/accounts/{id}/roles': ADMIN,
  'POST /api/accounts/{id}/deactivate': ADMIN,
  'POST /api/accounts/{id}/reactivate': ADMIN,
  'POST /api/accounts/{id}/onboarding/reset': ADMIN,
  'GET /api/audit': ADMIN,
  'GET /api/audit/export': ADMIN,

  'GET /api/apps/chat/chats': 'signed-in',
  'GET /api/apps/chat/chat': 'signed-in',
  'PATCH /api/apps/chat/chat': 'signed-in',
  'POST /api/apps/chat/messages': 'signed-in',
  'GET /api/apps/chat/contacts': 'signed-in',
  'GET /api/apps/chat/contact': 'signed-in',
  'GET /api/apps/chat/profile': 'signed-in',

  'GET /api/apps/mailbox/settings': 'signed-in',
  'PATCH /api/apps/mailbox/settings': 'signed-in',
  'GET /api/apps/mailbox/folders': 'signed-in',
  'GET /api/apps/mailbox/filters': 'signed-in',
  'GET /api/apps/mailbox/labels': 'signed-in',
  'POST /api/apps/mailbox/label': 'signed-in',
  'PATCH /api/apps/mailbox/label': 'signed-in',
  'DELETE /api/apps/mailbox/label': 'signed-in',
  'GET /api/apps/mailbox/mails': 'signed-in',
  'GET /api/apps/mailbox/mail': 'signed-in',
  'PATCH /api/apps/mailbox/mail': 'signed-in',
  'POST /api/apps/mailbox/mail': 'signed-in',
  'DELETE /api/apps/mailbox/mail': 'signed-in',
  'POST /api/apps/mailbox/draft': 'signed-in',
  'PATCH /api/apps/mailbox/draft': 'signed-in',
  'POST /api/apps/mailbox/draft/attachment': 'signed-in',
  'DELETE /api/apps/mailbox/draft/attachment': 'signed-in',
  'GET /api/apps/mailbox/attachment': 'signed-in',

  'GET /api/activities': REWARDS_OR_RECRUITER,
  'GET /api/summary': REWARDS_OR_RECRUITER,
  'GET /api/pages/activities': REWARDS_OR_RECRUITER,
  'POST /api/pages/activities': REWARDS_OR_RECRUITER,
  'GET /api/pages/activities/images/{file}': 'public',
  'DELETE /api/pages/activities/{id}': REWARDS_OR_RECRUITER,

  'GET /api/members': REWARDS,
  'POST /api/members': REWARDS,
  'GET /api/members/{id}': REWARDS,
  'PATCH /api/members/{id}': REWARDS,
  'POST /api/members/{id}/block': REWARDS,
  'POST /api/members/{id}/unblock': REWARDS,
  'GET /api/members/{id}/ledger': REWARDS,
  'POST /api/members/{id}/ledger/adjustments': REWARDS,
  'GET /api/rewards': REWARDS,
  'POST /api/rewards': REWARDS,
  'GET /api/rewards/images/{file}': 'public',
  'GET /api/rewards/{id}': REWARDS,
  'PATCH /api/rewards/{id}': REWARDS,
  'DELETE /api/rewards/{id}': REWARDS,
  'POST /api/rewards/{id}/image': REWARDS,
  'GET /api/redemptions': REWARDS,
  'POST /api/redemptions': REWARDS,
  'POST /api/redemptions/bulk': REWARDS,
  'GET /api/redemptions/{id}': REWARDS,
  'POST /api/redemptions/{id}/approve': REWARDS,
  'POST /api/redemptions/{id}/deliver': REWARDS,
  'POST /api/redemptions/{id}/cancel': REWARDS,
  'GET /api/banners': REWARDS,
  'POST /api/banners': REWARDS,
  'PUT /api/banners/order': REWARDS,
  'GET /api/banners/images/{file}': 'public',
  'GET /api/banners/{id}': REWARDS,
  'PATCH /api/banners/{id}': REWARDS,
  'DELETE /api/banners/{id}': REWARDS,
  'POST /api/banners/{id}/image': REWARDS,
  // The public job board: the only data endpoints without a token (rate limited per IP).
  'GET /api/public/banners': 'public',
  'GET /api/public/vacancies': 'public',
  'GET /api/public/vacancies/filters': 'public',
  'GET /api/public/vacancies/{code}': 'public',
  'POST /api/public/vacancies/{code}/applications': 'public',
  'GET /api/trivias': REWARDS,
  'POST /api/trivias': REWARDS,
  'GET /api/trivias/open': REWARDS,
  'GET /api/trivias/completions': REWARDS,
  'GET /api/trivias/{id}': REWARDS,
  'PATCH /api/trivias/{id}': REWARDS,
  'DELETE /api/trivias/{id}': REWARDS,
  'POST /api/trivias/{id}/completions': REWARDS,
  'GET /api/invoices': REWARDS,
  'POST /api/invoices': REWARDS,
  'GET /api/invoices/{id}': REWARDS,
  'PATCH /api/invoices/{id}': REWARDS,
  'DELETE /api/invoices/{id}': REWARDS,
  'GET /api/invoices/{id}/file': REWARDS,
  'POST /api/invoices/{id}/file': REWARDS,
  'POST /api/invoices/{id}/approve': REWARDS,
  'POST /api/invoices/{id}/reject': REWARDS,
  'GET /api/companies': RECRUITER,
  'POST /api/companies': RECRUITER,
  'GET /api/companies/{id}': RECRUITER,
  'PATCH /api/companies/{id}': RECRUITER,
  'DELETE /api/companies/{id}': RECRUITER,
  'GET /api/categories': REWARDS_OR_RECRUITER,
  'POST /api/categories': REWARDS_OR_RECRUITER,
  'GET /api/categories/{id}': REWARDS_OR_RECRUITER,
  'PATCH /api/categories/{id}': REWARDS_OR_RECRUITER,
  'DELETE /api/categories/{id}': REWARDS_OR_RECRUITER,
  'GET /api/vacancies': RECRUITER,
  'POST /api/vacancies': RECRUITER,
  'GET /api/vacancies/{id}': RECRUITER,
  'PATCH /api/vacancies/{id}': RECRUITER,
  'DELETE /api/vacancies/{id}': RECRUITER,
  'PATCH /api/vacancies/{id}/status': RECRUITER,
  'POST /api/vacancies/{id}/reopen': RECRUITER,
  'GET /api/applicants': RECRUITER,
  'POST /api/applicants': RECRUITER,
  'GET /api/applicants/{id}': RECRUITER,
  'PATCH /api/applicants/{id}': RECRUITER,
  'DELETE /api/applicants/{id}': RECRUITER,
  'GET /api/applicants/{id}/cv': RECRUITER,
  'POST /api/applicants/{id}/cv': RECRUITER,
  'GET /api/applicants/{id}/export': RECRUITER,
  'DELETE /api/applicants/{id}/personal-data': RECRUITER,
  'GET /api/applications': RECRUITER,
  'POST /api/applications': RECRUITER,
  'GET /api/applications/{id}': RECRUITER,
  'PATCH /api/applications/{id}': RECRUITER,
  'DELETE /api/applications/{id}': RECRUITER,
  'PATCH /api/applications/{id}/stage': RECRUITER,
  'GET /api/interview-slots': RECRUITER,
  'POST /api/interview-slots': RECRUITER,
  'GET /api/interview-slots/bookings': RECRUITER,
  'POST /api/interview-slots/series/preview': RECRUITER,
  'POST /api/interview-slots/series': RECRUITER,
  'GET /api/interview-slots/{id}': RECRUITER,
  'DELETE /api/interview-slots/{id}': RECRUITER,
  'DELETE /api/interview-slots/{id}/bookings/{bookingId}': RECRUITER,
  'GET /api/public/interview-slots': 'public',
  'POST /api/public/interview-slots/{id}/bookings': 'public',
  'GET /api/public/interview-slots/booking': 'public',
  'DELETE /api/public/interview-slots/booking': 'public',
  'POST /api/public/interview-slots/booking/move': 'public',
  'GET /api/favourites': RECRUITER,
  'POST /api/favourites': RECRUITER,
  'GET /api/favourites/{id}': RECRUITER,
  'DELETE /api/favourites/{id}': RECRUITER,
  'PUT /api/favourites/{kind}/{id}': RECRUITER,
  'DELETE /api/favourites/{kind}/{id}': RECRUITER,

  'GET /api/apps/contacts/all': 'signed-in',
  'GET /api/apps/contacts/search': 'signed-in',
  'GET /api/apps/contacts/contact': 'signed-in',
  'POST /api/apps/contacts/contact': 'signed-in',
  'PATCH /api/apps/contacts/contact': 'signed-in',
  'DELETE /api/apps/contacts/contact': 'signed-in',
  'GET /api/apps/contacts/countries': 'signed-in',
  'GET /api/apps/contacts/tags': 'signed-in',
  'POST /api/apps/contacts/tag': 'signed-in',
  'PATCH /api/apps/contacts/tag': 'signed-in',
  'DELETE /api/apps/contacts/tag': 'signed-in',
  'POST /api/apps/contacts/avatar': 'signed-in',
  'GET /api/apps/contacts/avatar/{file}': 'public',

  'GET /api/apps/tasks/tags': 'signed-in',
  'POST /api/apps/tasks/tag': 'signed-in',
  'PATCH /api/apps/tasks/tag': 'signed-in',
  'DELETE /api/apps/tasks/tag': 'signed-in',
  'GET /api/apps/tasks/all': 'signed-in',
  'GET /api/apps/tasks/search': 'signed-in',
  'PATCH /api/apps/tasks/order': 'signed-in',
  'GET /api/apps/tasks/task': 'signed-in',
  'POST /api/apps/tasks/task': 'signed-in',
  'PATCH /api/apps/tasks/task': 'signed-in',
  'DELETE /api/apps/tasks/task': 'signed-in',
  'GET /api/apps/tasks/assignees': 'signed-in',
  'GET /api/apps/scrumboard/boards': 'signed-in',
  'GET /api/apps/scrumboard/board': 'signed-in',
  'PUT /api/apps/scrumboard/board': 'signed-in',
  'PATCH /api/apps/scrumboard/board': 'signed-in',
  'DELETE /api/apps/scrumboard/board': 'signed-in',
  'GET /api/apps/scrumboard/members': 'signed-in',
  'POST /api/apps/scrumboard/board/list': 'signed-in',
  'PATCH /api/apps/scrumboard/board/list': 'signed-in',
  'PATCH /api/apps/scrumboard/board/lists': 'signed-in',
  'DELETE /api/apps/scrumboard/board/list': 'signed-in',
  'PUT /api/apps/scrumboard/board/card': 'signed-in',
  'PATCH /api/apps/scrumboard/board/card': 'signed-in',
  'PATCH /api/apps/scrumboard/board/cards': 'signed-in',
  'PATCH /api/apps/scrumboard/board/card/positions': 'signed-in',
  'DELETE /api/apps/scrumboard/board/card': 'signed-in',
  'GET /api/apps/scrumboard/board/labels': 'signed-in',
  'PUT /api/apps/scrumboard/board/label': 'signed-in',
  'PATCH /api/apps/scrumboard/board/label': 'signed-in',
  'DELETE /api/apps/scrumboard/board/label': 'signed-in',

  'GET /api/apps/ecommerce/inventory/images/{file}': 'public',
  'GET /api/apps/ecommerce/inventory/categories': 'signed-in',
  'GET /api/apps/ecommerce/inventory/brands': 'signed-in',
  'GET /api/apps/ecommerce/inventory/vendors': 'signed-in',
  'GET /api/apps/ecommerce/inventory/tags': 'signed-in',
  'GET /api/apps/ecommerce/inventory/products': 'signed-in',
  'GET /api/apps/ecommerce/inventory/product': 'signed-in',
  'POST /api/apps/ecommerce/inventory/product': 'signed-in',
  'PATCH /api/apps/ecommerce/inventory/product': 'signed-in',
  'DELETE /api/apps/ecommerce/inventory/product': 'signed-in',
  'POST /api/apps/ecommerce/inventory/tag': 'signed-in',
  'PATCH /api/apps/ecommerce/inventory/tag': 'signed-in',
  'DELETE /api/apps/ecommerce/inventory/tag': 'signed-in',

  // Reports: each route also checks the report's kind against the caller's roles.
  'GET /api/reports/figures/{kind}': REWARDS_OR_RECRUITER,
  'GET /api/reports/figures/{kind}/export': REWARDS_OR_RECRUITER,
  'GET /api/reports/saved': REWARDS_OR_RECRUITER,
  'POST /api/reports/saved': REWARDS_OR_RECRUITER,
  'GET /api/reports/saved/{id}': REWARDS_OR_RECRUITER,
  'PATCH /api/reports/saved/{id}': REWARDS_OR_RECRUITER,
  'DELETE /api/reports/saved/{id}': REWARDS_OR_RECRUITER,
  'POST /api/reports/saved/{id}/run': REWARDS_OR_RECRUITER,
  'GET /api/reports/saved/{id}/runs': REWARDS_OR_RECRUITER,
  'GET /api/reports/saved/{id}/runs/{runId}/file': REWARDS_OR_RECRUITER,

  'POST /api/imports': RECRUITER,
  'GET /api/imports/templates/{kind}': RECRUITER,
  'GET /api/imports/{id}': RECRUITER,
  'DELETE /api/imports/{id}': RECRUITER,
  'POST /api/imports/{id}/preview': RECRUITER,
  'GET /api/imports/{id}/rows': RECRUITER,
  'POST /api/imports/{id}/commit': RECRUITER,
  'GET /api/imports/{id}/report': RECRUITER,
  'POST /api/export/xlsx': 'signed-in',

  'GET /api/apps/file-manager': 'signed-in',
  'GET /api/apps/file-manager/item': 'signed-in',
  'POST /api/apps/file-manager/folder': 'signed-in',
  'PATCH /api/apps/file-manager/item': 'signed-in',
  'DELETE /api/apps/file-manager/item': 'signed-in',
  'GET /api/apps/file-manager/download': 'signed-in',
  'POST /api/apps/file-manager/upload': 'signed-in',

  'GET /api/apps/notes/labels': 'signed-in',
  'POST /api/apps/notes/labels': 'signed-in',
  'PATCH /api/apps/notes/labels': 'signed-in',
  'DELETE /api/apps/notes/labels': 'signed-in',
  'GET /api/apps/notes/all': 'signed-in',
  'POST /api/apps/notes': 'signed-in',
  'PATCH /api/apps/notes': 'signed-in',
  'DELETE /api/apps/notes': 'signed-in',
  'POST /api/apps/notes/tasks': 'signed-in',
  'GET /api/apps/notes/images/{file}': 'signed-in',

  'GET /api/apps/help-center/faqs': 'signed-in',
  'GET /api/apps/help-center/guides': 'signed-in',
  'GET /api/apps/help-center/guide': 'signed-in',
  'POST /api/apps/help-center/support': 'signed-in',

  'GET /api/dashboards/analytics': 'signed-in',
  'GET /api/dashboards/crypto': 'signed-in',
  'GET /api/dashboards/finance': 'signed-in',
  'GET /api/dashboards/project': 'signed-in',

  'GET /api/events': 'signed-in',
};

const ROLE_ACCOUNTS: Role[] = ['admin', 'recruiter', 'rewards'];
const DUMMY_ID = '00000000-0000-4000-8000-000000000000';

function allows(rule: Rule, role: Role): boolean {
  if (rule === 'public' || rule === 'signed-in') return true;
  return role === 'admin' || rule.includes(role);
}

describe('access: every route for every role, from one table', () => {
  let testApp: TestApp;
  const http = () => request(testApp.app.getHttpServer());
  const tokens = {} as Record<Role, string>;
  let operations: { key: string; method: string; url: string }[];
  let streams: Set<string>;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    tokens.admin = await signIn(testApp.app);
    for (const role of ['recruiter', 'rewards'] as const) {
      const person = { name: role, email: `${role}@walk.test`, password: `${role}-password` };
      tokens[role] = (await createStaff(testApp.app, person, [role], tokens.admin)).token;
    }
    const document = (await http().get('/api/docs-json').expect(200)).body as {
      paths: OpenApiPaths;
    };
    streams = streamingOperations(document.paths);
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        key: `${method.toUpperCase()} ${path}`,
        method,
        url: path.replace(/\{[^}]+\}/g, DUMMY_ID),
      })),
    );
  });
  afterAll(() => testApp.close());

  const call = (method: string, url: string, token?: string) => {
    const test = (http() as unknown as Record<string, (url: string) => request.Test>)[method](url);
    return token ? test.set(bearer(token)) : test;
  };

  it('has a decision for every operation in the OpenAPI document, and no stale one', () => {
    const documented = operations.map((operation) => operation.key).sort();
    expect({ missing: documented.filter((key) => !(key in ACCESS)) }).toEqual({ missing: [] });
    expect({ stale: Object.keys(ACCESS).filter((key) => !documented.includes(key)) }).toEqual({
      stale: [],
    });
  });

  it('documents each operation’s rule as x-access', async () => {
    const document = (await http().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { 'x-access'?: string[] }>>;
    };
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const rule = ACCESS[`${method.toUpperCase()} ${path}`];
        expect({ route: `${method} ${path}`, access: operation['x-access'] }).toEqual({
          route: `${method} ${path}`,
          access: typeof rule === 'string' ? [rule] : rule,
        });
      }
    }
  });

  it('keeps public data under /api/public: elsewhere only signing in, health, image files and icon drawings', () => {
    const outside = operations
      .map((operation) => operation.key)
      .filter((key) => ACCESS[key] === 'public' && !key.includes(' /api/public/'));
    const allowed =
      /^(GET|POST) \/api\/auth\/|^GET \/api\/health(\/live|\/ready)?$|^GET \/api\/.*(images|avatar)\/\{(folder|file)\}|^GET \/api\/ui\/icons\/\{set\}\/svg\/\{name\}$/;
    expect(outside.filter((key) => !allowed.test(key))).toEqual([]);
  });

  it('refuses a missing token with 401 on every operation that is not public', async () => {
    for (const { key, method, url } of operations) {
      if (ACCESS[key] === 'public') continue;
      const response = await call(method, url);
      expect({ route: key, status: response.status }).toEqual({ route: key, status: 401 });
    }
  });

  it('answers 403 exactly where the role is not allowed, for every role', async () => {
    for (const role of ROLE_ACCOUNTS) {
      for (const { key, method, url } of operations) {
        const rule = ACCESS[key];
        if (rule === 'public') continue;
        // Signing out ends the session the walk goes on with: use a fresh one.
        const token = key === 'POST /api/auth/sign-out' ? await freshToken(role) : tokens[role];
        const response = streams.has(key)
          ? await streamAnswer(testApp.app, url, bearer(token))
          : await call(method, url, token);
        // 401 or 500 would mean the walk itself broke, not an access decision.
        const outcome =
          response.status === 403
            ? 'refused'
            : [401, 500].includes(response.status)
              ? `failed with ${response.status}`
              : 'let through';
        expect({ route: key, role, outcome }).toEqual({
          route: key,
          role,
          outcome: allows(rule, role) ? 'let through' : 'refused',
        });
        if (!allows(rule, role)) expect(response.body.code).toBe('role-required');
      }
    }
  });

  async function freshToken(role: Role): Promise<string> {
    const emails: Record<Role, string> = {
      admin: 'admin@talento.local',
      recruiter: 'recruiter@walk.test',
      rewards: 'rewards@walk.test',
    };
    const passwords: Record<Role, string> = {
      admin: 'Talento-Admin-2026',
      recruiter: 'recruiter-password',
      rewards: 'rewards-password',
    };
    return signIn(testApp.app, { email: emails[role], password: passwords[role] });
  }
});
