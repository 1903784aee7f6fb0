import request from 'supertest';
import { MailerService } from '../src/common/mail/mailer.service';
import { bearer, signIn } from './helpers/auth';
import { storedText } from './helpers/stored';
import { createTestApp, type TestApp } from './helpers/test-app';
import { unversioned } from './helpers/versions';

interface Category {
  id: string;
  slug: string;
  title: string;
}
interface FaqCategory extends Category {
  faqs: { id: string; categoryId: string; question: string; answer: string }[];
}
interface GuideSummary {
  id: string;
  categoryId: string;
  slug: string;
  title: string;
  subtitle: string;
}
interface GuideCategory extends Category {
  visibleGuides?: number;
  totalGuides?: number;
  guides: GuideSummary[];
}

const URL = '/api/apps/help-center';
const FAQ_SLUGS = ['most-asked', 'general-inquiries', 'licenses', 'payments', 'support'];
const GUIDE_SLUGS = ['getting-started', 'projects', 'settings', 'payments', 'your-account'];
const SUPPORT = {
  name: 'Ana Pérez',
  email: 'ana.perez@example.com',
  subject: 'Cannot export a report',
  message: 'The export button in Auto-reportes does nothing.',
};

describe('apps: help center', () => {
  let testApp: TestApp;
  let token: string;
  const http = () => request(testApp.app.getHttpServer());
  const get = (url: string) => http().get(url).set(bearer(token));
  const supportFile = () => storedText(testApp.dataDir, 'help-center-support-requests');

  beforeAll(async () => {
    testApp = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1000' } });
    token = await signIn(testApp.app);
  });
  afterAll(() => testApp.close());

  it('needs a token', async () => {
    await http().get(`${URL}/faqs`).expect(401);
    await http().post(`${URL}/support`).send(SUPPORT).expect(401);
  });

  describe('FAQs', () => {
    it('lists the five categories in order, each with its FAQs', async () => {
      const { body } = (await get(`${URL}/faqs`).expect(200)) as { body: FaqCategory[] };
      expect(body.map((category) => category.slug)).toEqual(FAQ_SLUGS);
      expect(body.map((category) => category.title)).toEqual([
        'Most asked',
        'General inquiries',
        'Licenses',
        'Payments',
        'Support',
      ]);
      for (const category of body) {
        expect(category.faqs.length).toBeGreaterThanOrEqual(4);
        expect(category.faqs.length).toBeLessThanOrEqual(6);
        for (const faq of category.faqs) {
          expect(faq).toEqual({
            id: expect.any(String),
            categoryId: category.id,
            question: expect.stringMatching(/\?$/),
            answer: expect.stringMatching(/^<p>/),
          });
          expect(faq.answer).not.toMatch(/<script|onerror|javascript:/i);
        }
      }
      const ids = body.flatMap((category) => category.faqs.map((faq) => faq.id));
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('answers only the category named by slug', async () => {
      const all = (await get(`${URL}/faqs`).expect(200)).body as FaqCategory[];
      const { body } = await get(`${URL}/faqs?slug=licenses`).expect(200);
      expect(body).toEqual([all[2]]);
    });

    it('answers 404 for an unknown slug and 400 for a malformed one', async () => {
      const unknown = await get(`${URL}/faqs?slug=shipping`).expect(404);
      expect(unknown.body).toEqual({
        statusCode: 404,
        requestId: expect.any(String),
        message: 'Could not found FAQ category with slug of shipping!',
        error: 'Not Found',
        code: 'not-found',
      });
      await get(`${URL}/faqs?slug=Not%20A%20Slug`).expect(400);
      await get(`${URL}/faqs?slug=a&slug=b`).expect(400);
      await get(`${URL}/faqs?category=payments`).expect(400);
    });
  });

  describe('guides', () => {
    it('lists every category with its first 5 guides, visibleGuides and totalGuides', async () => {
      const { body } = (await get(`${URL}/guides`).expect(200)) as { body: GuideCategory[] };
      expect(body.map((category) => category.slug)).toEqual(GUIDE_SLUGS);
      expect(body.map((category) => category.title)).toEqual([
        'Getting Started',
        'Projects',
        'Settings',
        'Payments',
        'Your Account',
      ]);
      expect(body.map((category) => category.totalGuides)).toEqual([7, 5, 6, 4, 5]);
      expect(body.map((category) => category.visibleGuides)).toEqual([5, 5, 5, 4, 5]);
      for (const category of body) {
        expect(category.guides).toHaveLength(category.visibleGuides!);
        for (const guide of category.guides) {
          expect(guide).toEqual({
            id: expect.any(String),
            categoryId: category.id,
            slug: expect.stringMatching(/^[a-z0-9-]+$/),
            title: expect.any(String),
            subtitle: expect.any(String),
          });
        }
      }
    });

    it('takes a limit', async () => {
      const one = (await get(`${URL}/guides?limit=1`).expect(200)).body as GuideCategory[];
      expect(one.map((category) => category.guides.length)).toEqual([1, 1, 1, 1, 1]);
      expect(one.map((category) => category.visibleGuides)).toEqual([1, 1, 1, 1, 1]);
      expect(one.map((category) => category.totalGuides)).toEqual([7, 5, 6, 4, 5]);
      const many = (await get(`${URL}/guides?limit=50`).expect(200)).body as GuideCategory[];
      expect(many.map((category) => category.guides.length)).toEqual([7, 5, 6, 4, 5]);
      const five = (await get(`${URL}/guides?limit=5`).expect(200)).body;
      expect(five).toEqual((await get(`${URL}/guides`).expect(200)).body);
    });

    it('answers one category with all its guides for a slug, whatever the limit', async () => {
      const all = (await get(`${URL}/guides?limit=50`).expect(200)).body as GuideCategory[];
      const { body } = await get(`${URL}/guides?slug=getting-started&limit=2`).expect(200);
      expect(body).toEqual([
        {
          id: all[0]!.id,
          slug: 'getting-started',
          title: 'Getting Started',
          guides: all[0]!.guides,
        },
      ]);
      expect(body[0].guides).toHaveLength(7);
    });

    it.each([
      ['limit=0', 400],
      ['limit=-1', 400],
      ['limit=abc', 400],
      ['limit=2.5', 400],
      ['limit=101', 400],
      ['slug=UPPER', 400],
      ['slug=billing', 404],
      ['page=2', 400],
    ])('refuses ?%s', async (query, status) => {
      await get(`${URL}/guides?${query}`).expect(status);
    });

    it('answers a guide with its category and sanitised content', async () => {
      const { body } = await get(
        `${URL}/guide?categorySlug=getting-started&guideSlug=your-first-vacancy`,
      ).expect(200);
      // The original client's shape: the category, with `guides` holding only this guide.
      const categories = (await get(`${URL}/guides`).expect(200)).body as GuideCategory[];
      const category = categories.find((one) => one.slug === 'getting-started')!;
      expect(Object.keys(body).sort()).toEqual(['guides', 'id', 'slug', 'title', 'version']);
      expect(body).toEqual({
        version: expect.any(String),
        id: category.id,
        slug: 'getting-started',
        title: 'Getting Started',
        guides: [
          {
            id: expect.any(String),
            categoryId: category.id,
            slug: 'your-first-vacancy',
            title: 'Your first vacancy',
            subtitle: 'From an empty form to a published job post',
            content: expect.any(String),
          },
        ],
      });
      const [guide] = body.guides;
      expect(guide.content).toContain('<h2>Publish</h2>');
      expect(guide.content.match(/<p>/g).length).toBeGreaterThanOrEqual(2);
      expect(guide.content).not.toMatch(/<script|onerror|javascript:/i);
      expect(body).not.toHaveProperty('guide');
    });

    it('answers 404 for a guide outside its category or unknown, 400 without both slugs', async () => {
      const wrongCategory = await get(
        `${URL}/guide?categorySlug=payments&guideSlug=your-first-vacancy`,
      ).expect(404);
      expect(wrongCategory.body.message).toBe(
        'Could not found guide with slug of your-first-vacancy in payments!',
      );
      const unknownCategory = await get(
        `${URL}/guide?categorySlug=nope&guideSlug=your-first-vacancy`,
      ).expect(404);
      expect(unknownCategory.body.message).toBe(
        'Could not found guide category with slug of nope!',
      );
      const missing = await get(`${URL}/guide?categorySlug=payments`).expect(400);
      expect(Object.keys(missing.body.fields)).toEqual(['guideSlug']);
      await get(`${URL}/guide`).expect(400);
    });
  });

  describe("in the reader's language", () => {
    const faqTitles = (body: FaqCategory[]) => body.map((category) => category.title);

    it('answers the FAQs in Spanish or Turkish for lang, with the same ids and shape', async () => {
      const english = (await get(`${URL}/faqs`).expect(200)).body as FaqCategory[];
      const spanish = await get(`${URL}/faqs?lang=es`).expect(200);
      expect(spanish.headers['content-language']).toBe('es');
      const es = spanish.body as FaqCategory[];
      expect(faqTitles(es)).toEqual([
        'Más preguntadas',
        'Consultas generales',
        'Licencias',
        'Pagos',
        'Soporte',
      ]);
      expect(es[0].faqs[0].question).toBe('¿Cómo publico una vacante nueva?');
      expect(es[0].faqs[0].answer).toMatch(/^<p>Abre <b>Vacancia › Crear Vacancia<\/b>/);
      const turkish = (await get(`${URL}/faqs?lang=tr`).expect(200)).body as FaqCategory[];
      expect(turkish[0].title).toBe('En çok sorulanlar');
      for (const translated of [es, turkish]) {
        // Same records, only the texts differ: no translations leak into the answer.
        expect(translated.map((category) => category.id)).toEqual(english.map((c) => c.id));
        translated.forEach((category, index) => {
          expect(Object.keys(category).sort()).toEqual(['faqs', 'id', 'slug', 'title']);
          expect(category.faqs.map((faq) => faq.id)).toEqual(
            english[index].faqs.map((faq) => faq.id),
          );
          for (const faq of category.faqs) {
            expect(Object.keys(faq).sort()).toEqual(['answer', 'categoryId', 'id', 'question']);
            expect(faq.question).toMatch(/\?$/);
            expect(faq.answer).toMatch(/^<p>/);
          }
        });
      }
    });

    it('follows Accept-Language when no lang is given; lang wins over it', async () => {
      const header = await get(`${URL}/faqs?slug=payments`)
        .set('Accept-Language', 'de-DE,es-MX;q=0.9,en;q=0.8')
        .expect(200);
      expect(header.headers['content-language']).toBe('es');
      expect(header.body[0].title).toBe('Pagos');
      const both = await get(`${URL}/faqs?slug=payments&lang=tr`)
        .set('Accept-Language', 'es')
        .expect(200);
      expect(both.body[0].title).toBe('Ödemeler');
      const none = await get(`${URL}/faqs?slug=payments`)
        .set('Accept-Language', 'fr, de')
        .expect(200);
      expect(none.headers['content-language']).toBe('en');
      expect(none.body[0].title).toBe('Payments');
    });

    it('answers the guides and a guide in the language asked for', async () => {
      const list = (await get(`${URL}/guides?lang=es`).expect(200)).body as GuideCategory[];
      expect(list[0]).toMatchObject({ title: 'Primeros pasos', visibleGuides: 5, totalGuides: 7 });
      expect(list[0].guides[0].title).toBe('Qué es la consola de administración');
      const one = await get(`${URL}/guides?slug=settings`).set('Accept-Language', 'tr').expect(200);
      expect(one.body[0].title).toBe('Ayarlar');
      const { body } = await get(
        `${URL}/guide?categorySlug=getting-started&guideSlug=your-first-vacancy&lang=es`,
      ).expect(200);
      expect(body.title).toBe('Primeros pasos');
      expect(body.guides[0]).toMatchObject({
        slug: 'your-first-vacancy',
        title: 'Tu primera vacante',
        subtitle: 'De un formulario vacío a una oferta publicada',
      });
      expect(body.guides[0].content).toContain('<h2>Publicar</h2>');
      expect(Object.keys(body.guides[0]).sort()).toEqual([
        'categoryId',
        'content',
        'id',
        'slug',
        'subtitle',
        'title',
      ]);
    });

    it.each(['de', 'ES', 'es-MX', ''])('refuses lang=%s', async (lang) => {
      const { body } = await get(`${URL}/faqs?lang=${lang}`).expect(400);
      expect(body).toMatchObject({ statusCode: 400, fields: { lang: expect.any(Array) } });
    });
  });

  describe('support form', () => {
    it('stores the request and answers it without mailing when no SMTP server is set', async () => {
      const send = jest.spyOn(testApp.app.get(MailerService), 'send');
      const { body } = await http()
        .post(`${URL}/support`)
        .set(bearer(token))
        .send({ ...SUPPORT, subject: '  Cannot export a report  ' })
        .expect(201);
      expect(body).toEqual({
        version: expect.any(String),
        id: expect.any(String),
        ...SUPPORT,
        createdAt: expect.any(String),
        mailed: false,
      });
      expect(send).not.toHaveBeenCalled();
      send.mockRestore();
      const stored = JSON.parse(await supportFile());
      expect(stored).toEqual([
        { ...unversioned(body), accountId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      ]);
    });

    describe('refuses bad requests, storing nothing', () => {
      let before: string;
      beforeEach(async () => {
        before = await supportFile();
      });
      afterEach(async () => {
        expect(await supportFile()).toBe(before);
      });

      it.each([
        ['no name', { ...SUPPORT, name: undefined }, 'name'],
        ['a blank name', { ...SUPPORT, name: '   ' }, 'name'],
        ['a bad e-mail', { ...SUPPORT, email: 'ana@' }, 'email'],
        ['an e-mail of the wrong type', { ...SUPPORT, email: 42 }, 'email'],
        ['no subject', { ...SUPPORT, subject: '' }, 'subject'],
        ['a long subject', { ...SUPPORT, subject: 'x'.repeat(201) }, 'subject'],
        ['a message of the wrong type', { ...SUPPORT, message: ['hi'] }, 'message'],
        ['a long message', { ...SUPPORT, message: 'x'.repeat(5001) }, 'message'],
        ['an unknown field', { ...SUPPORT, priority: 'high' }, 'priority'],
      ])('%s', async (_case, body, field) => {
        const response = await http()
          .post(`${URL}/support`)
          .set(bearer(token))
          .send(body)
          .expect(400);
        expect(Object.keys(response.body.fields)).toEqual([field]);
      });
    });
  });
});

describe('apps: help center support mail', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      env: { SMTP_URL: 'smtp://127.0.0.1:1', ADMIN_EMAIL: 'helpdesk@talento.local' },
    });
  });
  afterAll(() => testApp.close());

  it('mails the request to the administrator when SMTP is set', async () => {
    const send = jest.spyOn(testApp.app.get(MailerService), 'send').mockResolvedValue(undefined);
    const token = await signIn(testApp.app, {
      email: 'helpdesk@talento.local',
      password: 'Talento-Admin-2026',
    });
    const { body } = await request(testApp.app.getHttpServer())
      .post(`${URL}/support`)
      .set(bearer(token))
      .send(SUPPORT)
      .expect(201);
    expect(body.mailed).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      to: 'helpdesk@talento.local',
      subject: '[Support] Cannot export a report',
      text: expect.stringContaining('Ana Pérez <ana.perez@example.com> wrote on ' + body.createdAt),
    });
    expect(send.mock.calls[0]![0].text).toContain(SUPPORT.message);
  });
});
