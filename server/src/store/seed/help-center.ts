/**
 * The help center's sample content, hand-written in data/seed/help-center. Ids come from
 * a fixed faker seed in file order, so every seeding gives the same ones; every HTML
 * field goes through the sanitiser like any other HTML the server stores.
 */
import { newFaker } from './faker';
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

export function sampleHelpCenter(): HelpCenterSample {
  const faker = newFaker('base');
  faker.seed(SAMPLE_SEED);
  const faqSeed = readSeedJson<FaqSeed[]>('help-center/faqs.json');
  const guideSeed = readSeedJson<GuideSeed[]>('help-center/guides.json');
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
  for (const { slug, title, faqs } of faqSeed) {
    const categoryId = faker.string.uuid();
    sample.faqCategories.push({ id: categoryId, slug, title });
    for (const faq of faqs) {
      sample.faqs.push({
        id: faker.string.uuid(),
        categoryId,
        question: faq.question,
        answer: sanitizeDocumentHtml(faq.answer),
      });
    }
  }
  for (const { slug, title, guides } of guideSeed) {
    const categoryId = faker.string.uuid();
    sample.guideCategories.push({ id: categoryId, slug, title });
    for (const guide of guides) {
      sample.guides.push({
        id: faker.string.uuid(),
        categoryId,
        slug: guide.slug,
        title: guide.title,
        subtitle: guide.subtitle,
        content: sanitizeDocumentHtml(guide.content),
      });
    }
  }
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
