/**
 * The sample file tree: five folders (two of them nested, one empty) and a handful of
 * real small files written at seeding time. Deterministic: a fixed faker seed for the
 * ids and storage keys, fixed dates, fixed content.
 */
import { newFaker } from './faker';
import type { FileManagerItem } from '../../modules/file-manager/file-manager.types';
import { replaceStoredFiles } from '../../modules/file-manager/file-store';
import { detectFileType } from '../../modules/file-manager/file-types';
import type { AreaSeeds } from './context';
import { makePdf, makePng, makeRtf, type Rgb } from './sample-files';

const SAMPLE_SEED = 20_260_408;
const CREATED_BY = 'Lucía Fernández';
const START = Date.parse('2026-01-05T09:00:00.000Z');

interface SampleFolder {
  name: string;
  description: string;
  children: SampleNode[];
}
interface SampleFile {
  name: string;
  bytes: () => Buffer;
}
type SampleNode = SampleFolder | SampleFile;

const text = (lines: readonly string[]) => () => Buffer.from(`${lines.join('\n')}\n`, 'utf8');

const TEAL: Rgb = [20, 184, 166];
const WHITE: Rgb = [255, 255, 255];

const TREE: readonly SampleNode[] = [
  {
    name: 'Company Policies',
    description: 'Handbooks and policies every employee signs when they join.',
    children: [
      {
        name: 'Code of Conduct.pdf',
        bytes: () =>
          makePdf('Code of Conduct', [
            '1. Treat candidates, clients and colleagues with respect.',
            '2. Keep personal data of applicants confidential.',
            '3. Declare any conflict of interest before an interview.',
            '4. Gifts above 50 EUR are registered with People Operations.',
            '5. Report concerns to compliance@talento.local.',
          ]),
      },
      {
        name: 'Remote Work Policy.txt',
        bytes: text([
          'Remote Work Policy',
          '',
          'Everyone may work remotely up to three days a week.',
          'Core hours are 10:00 to 16:00 in your local time zone.',
          'Interviews with candidates happen on camera unless the candidate asks otherwise.',
          'Equipment requests go through the IT portal.',
        ]),
      },
      {
        name: 'Archive',
        description: 'Policies that were replaced, kept for reference.',
        children: [
          {
            name: 'Travel Policy 2024.txt',
            bytes: text([
              'Travel Policy (2024, replaced)',
              '',
              'Book economy class for flights under six hours.',
              'Hotel limit: 120 EUR a night, 160 EUR in capital cities.',
              'Submit receipts within 30 days of returning.',
            ]),
          },
        ],
      },
    ],
  },
  {
    name: 'Recruitment',
    description: 'Templates and scorecards used by the hiring team.',
    children: [
      {
        name: 'Interview Scorecard.csv',
        bytes: text([
          'Criterion,Weight,Score (1-5),Notes',
          'Technical skills,30%,,',
          'Problem solving,25%,,',
          'Communication,20%,,',
          'Culture add,15%,,',
          'Motivation,10%,,',
        ]),
      },
      {
        name: 'Offer Letter Template.rtf',
        bytes: () =>
          makeRtf([
            'Offer of Employment',
            'Dear [Candidate name],',
            'We are delighted to offer you the position of [Role] at [Company], starting on [Start date].',
            'Your gross annual salary will be [Salary], paid monthly, with the benefits described in the enclosed summary.',
            'Please sign and return this letter by [Deadline] to confirm your acceptance.',
            'Kind regards, [Hiring manager]',
          ]),
      },
      {
        name: 'Job Descriptions',
        description: 'Approved job descriptions, one per role.',
        children: [
          {
            name: 'Backend Engineer.txt',
            bytes: text([
              'Backend Engineer',
              '',
              'You will design and run the APIs behind our recruitment platform.',
              'Must have: TypeScript or Go, SQL, three years in production systems.',
              'Nice to have: event-driven architectures, observability tooling.',
              'Location: hybrid, Madrid or Buenos Aires.',
            ]),
          },
          {
            name: 'Sales Representative.pdf',
            bytes: () =>
              makePdf('Sales Representative', [
                'Grow our base of corporate clients in the region.',
                'Own the pipeline from first call to signed contract.',
                'Two years of B2B sales experience; Spanish and English.',
                'Base salary plus uncapped commission.',
              ]),
          },
        ],
      },
    ],
  },
  {
    name: 'Rewards Programme',
    description: 'Catalogue exports and the rules of the rewards programme.',
    children: [
      {
        name: 'Reward Catalogue Q1.csv',
        bytes: text([
          'Reward,Points,Stock',
          'Coffee voucher,300,120',
          'Cinema tickets (2),900,40',
          'Extra day off,2500,15',
          'Wireless earbuds,4200,8',
          'Weekend getaway,12000,2',
        ]),
      },
      {
        name: 'Programme Rules.pdf',
        bytes: () =>
          makePdf('Rewards Programme Rules', [
            'Points are earned for referrals, completed trivias and milestones.',
            'A successful referral earns 1000 points once the hire passes probation.',
            'Points expire 24 months after they are earned.',
            'Redemptions are approved within five working days.',
          ]),
      },
    ],
  },
  {
    name: 'Brand Assets',
    description: 'Logos and banners for job posts and the careers page.',
    children: [
      {
        name: 'Logo.png',
        // A teal tile with a white T.
        bytes: () =>
          makePng(64, 64, (x, y) =>
            (y >= 14 && y < 22 && x >= 14 && x < 50) || (x >= 28 && x < 36 && y >= 14 && y < 52)
              ? WHITE
              : TEAL,
          ),
      },
      {
        name: 'Careers Banner.png',
        // A horizontal gradient from teal to deep blue.
        bytes: () =>
          makePng(240, 60, (x) => {
            const t = x / 239;
            return [Math.round(20 + t * 10), Math.round(184 - t * 120), Math.round(166 + t * 60)];
          }),
      },
    ],
  },
  {
    name: 'Shared',
    description: 'A place to drop files for the whole team.',
    children: [],
  },
  {
    name: 'Welcome.txt',
    bytes: text([
      'Welcome to the file manager.',
      '',
      'Folders hold the documents the team shares: policies, recruitment templates,',
      'the rewards programme and brand assets. Upload files into any folder, rename',
      'or move them, and download them again whenever you need them.',
    ]),
  },
  {
    name: 'Quarterly Headcount.csv',
    bytes: text([
      'Quarter,Team,Headcount,Open vacancies',
      'Q1,Engineering,42,6',
      'Q1,Sales,18,3',
      'Q1,People Operations,7,1',
      'Q2,Engineering,47,4',
      'Q2,Sales,21,2',
      'Q2,People Operations,8,0',
    ]),
  },
  {
    name: 'Onboarding Checklist.pdf',
    bytes: () =>
      makePdf('Onboarding Checklist', [
        '[ ] Contract signed and filed',
        '[ ] Laptop and accounts ready on day one',
        '[ ] Buddy assigned',
        '[ ] Welcome lunch booked',
        '[ ] 30-60-90 day goals agreed with the manager',
      ]),
  },
];

export interface FileTreeSample {
  items: FileManagerItem[];
  files: { key: string; bytes: Buffer }[];
}

export function sampleFileTree(): FileTreeSample {
  const faker = newFaker('base');
  faker.seed(SAMPLE_SEED);
  const items: FileManagerItem[] = [];
  const files: FileTreeSample['files'] = [];
  let step = 0;
  const nextDate = () => new Date(START + (step += 1) * 3 * 3_600_000).toISOString();

  const visit = (nodes: readonly SampleNode[], folderId: string | null) => {
    for (const node of nodes) {
      const id = faker.string.uuid();
      const date = nextDate();
      const common = { id, folderId, name: node.name, createdBy: CREATED_BY };
      if ('children' in node) {
        items.push({
          ...common,
          createdAt: date,
          modifiedAt: date,
          type: 'folder',
          bytes: 0,
          storageKey: null,
          contentType: null,
          description: node.description,
        });
        visit(node.children, id);
      } else {
        const bytes = node.bytes();
        const key = faker.string.uuid();
        const detected = detectFileType(node.name, bytes);
        files.push({ key, bytes });
        items.push({
          ...common,
          createdAt: date,
          modifiedAt: date,
          type: detected.type,
          bytes: bytes.length,
          storageKey: key,
          contentType: detected.contentType,
          description: null,
        });
      }
    }
  };
  visit(TREE, null);
  return { items, files };
}

export const FILE_MANAGER_SEEDS = {
  // Seeding writes the sample files too, replacing whatever was stored before.
  'file-manager-items': ({ dataDir }) => {
    const sample = sampleFileTree();
    replaceStoredFiles(dataDir, sample.files);
    return sample.items;
  },
} satisfies AreaSeeds;
