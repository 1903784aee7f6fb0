/**
 * The help center's sample content, hand-written in data/seed/help-center: English in
 * faqs.json and guides.json, Turkish and Spanish in faqs.<lang>.json and guides.<lang>.json
 * (the same entries in the same order), kept on each record as its translations. Ids come
 * from a fixed faker seed in file order, so every seeding gives the same ones; every HTML
 * field goes through the sanitiser like any other HTML the server stores.
 */
import { newFaker } from './faker';
import {
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
} from '../../common/languages/content-language';
import { sanitizeDocumentHtml } from '../../common/html/sanitize';
import {
  FAQ_CATEGORY_SLUGS,
  type Faq,
  type FaqSeed,
  GUIDE_CATEGORY_SLUGS,
  type Guide,
  type GuideSeed,
  type HelpCategory,
} from '../../modules/help-center/help-center.types';
import { type AreaSeeds, perContext } from './context';
import { readSeedJson } from './seed-files';

const SAMPLE_SEED = 20_260_409;

export interface HelpCenterSample {
  faqCategories: HelpCategory[];
  faqs: Faq[];
  guideCategories: HelpCategory[];
  guides: Guide[];
}

function assertSlugs(found: readonly string[], expected: readonly string[], file: string) {
  if (found.join() !== expected.join()) {
    throw new Error(`${file} must hold the categories ${expected.join(', ')} in that order`);
  }
}

/** A translated file must hold what the English one does, entry for entry. */
function assertSameShape(english: string[], translated: string[], file: string) {
  if (english.join('|') !== translated.join('|')) {
    throw new Error(`${file} must hold the same entries as the English file, in its order`);
  }
}

function readTranslations(): {
  faqs: Record<TranslatedLanguage, FaqSeed[]>;
  guides: Record<TranslatedLanguage, GuideSeed[]>;
} {
  const english = {
    faqs: readSeedJson<FaqSeed[]>('help-center/faqs.json'),
    guides: readSeedJson<GuideSeed[]>('help-center/guides.json'),
  };
  const faqShape = (seed: FaqSeed[]) => seed.map((c) => `${c.slug}:${c.faqs.length}`);
  const guideShape = (seed: GuideSeed[]) =>
    seed.flatMap((c) => c.guides.map((guide) => `${c.slug}/${guide.slug}`));
  const faqs = {} as Record<TranslatedLanguage, FaqSeed[]>;
  const guides = {} as Record<TranslatedLanguage, GuideSeed[]>;
  for (const language of TRANSLATED_LANGUAGES) {
    faqs[language] = readSeedJson<FaqSeed[]>(`help-center/faqs.${language}.json`);
    guides[language] = readSeedJson<GuideSeed[]>(`help-center/guides.${language}.json`);
    assertSameShape(faqShape(english.faqs), faqShape(faqs[language]), `faqs.${language}.json`);
    assertSameShape(
      guideShape(english.guides),
      guideShape(guides[language]),
      `guides.${language}.json`,
    );
  }
  return { faqs, guides };
}

/** One value per language other than English, from each language's copy of the entry. */
function translated<T>(pick: (language: TranslatedLanguage) => T): Record<TranslatedLanguage, T> {
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [language, pick(language)]),
  ) as Record<TranslatedLanguage, T>;
}

export function sampleHelpCenter(): HelpCenterSample {
  const faker = newFaker('base');
  faker.seed(SAMPLE_SEED);
  const faqSeed = readSeedJson<FaqSeed[]>('help-center/faqs.json');
  const guideSeed = readSeedJson<GuideSeed[]>('help-center/guides.json');
  const other = readTranslations();
  assertSlugs(
    faqSeed.map((category) => category.slug),
    FAQ_CATEGORY_SLUGS,
    'faqs.json',
  );
  assertSlugs(
    guideSeed.map((category) => category.slug),
    GUIDE_CATEGORY_SLUGS,
    'guides.json',
  );

  const sample: HelpCenterSample = { faqCategories: [], faqs: [], guideCategories: [], guides: [] };
  faqSeed.forEach(({ slug, title, faqs }, c) => {
    const categoryId = faker.string.uuid();
    sample.faqCategories.push({
      id: categoryId,
      slug,
      title,
      translations: translated((language) => ({ title: other.faqs[language][c].title })),
    });
    faqs.forEach((faq, f) => {
      sample.faqs.push({
        id: faker.string.uuid(),
        categoryId,
        question: faq.question,
        answer: sanitizeDocumentHtml(faq.answer),
        translations: translated((language) => {
          const { question, answer } = other.faqs[language][c].faqs[f];
          return { question, answer: sanitizeDocumentHtml(answer) };
        }),
      });
    });
  });
  guideSeed.forEach(({ slug, title, guides }, c) => {
    const categoryId = faker.string.uuid();
    sample.guideCategories.push({
      id: categoryId,
      slug,
      title,
      translations: translated((language) => ({ title: other.guides[language][c].title })),
    });
    guides.forEach((guide, g) => {
      sample.guides.push({
        id: faker.string.uuid(),
        categoryId,
        slug: guide.slug,
        title: guide.title,
        subtitle: guide.subtitle,
        content: sanitizeDocumentHtml(guide.content),
        translations: translated((language) => {
          const copy = other.guides[language][c].guides[g];
          return {
            title: copy.title,
            subtitle: copy.subtitle,
            content: sanitizeDocumentHtml(copy.content),
          };
        }),
      });
    });
  });
  return sample;
}

// One read of the seed files per context for the four collections they fill.
const helpCenterSampleFor = perContext(sampleHelpCenter);

export const HELP_CENTER_SEEDS = {
  'help-center-faq-categories': (context) => helpCenterSampleFor(context).faqCategories,
  'help-center-faqs': (context) => helpCenterSampleFor(context).faqs,
  'help-center-guide-categories': (context) => helpCenterSampleFor(context).guideCategories,
  'help-center-guides': (context) => helpCenterSampleFor(context).guides,
} satisfies AreaSeeds;
