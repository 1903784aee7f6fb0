/**
 * The recruitment sample data: companies, categories, vacancies, applicants, applications,
 * the admin's favourites and the activity feed, from ONE generator so that every reference
 * lines up. Deterministic: a fixed faker seed, and every date placed relative to a reference
 * date, so every first start (and `npm run seed -- --reset`) writes the same records. The
 * store seeds them from the week it seeds in (sampleReferenceFor), so that a sample seeded
 * years after release is as recent as on release day (and the activity retention keeps it).
 */
import type { Faker } from '@faker-js/faker';
import { newFaker } from './faker';
import { escapeHtml } from '../../common/html/sanitize';
import {
  applicantCreatedActivity,
  stageChangedActivity,
  vacancyClosedActivity,
  vacancyOpenedActivity,
} from '../../modules/activities/activity-templates';
import type { Activity } from '../../modules/activities/activity.types';
import type {
  ApplicantCreatedEvent,
  ApplicationStageChangedEvent,
  VacancyClosedEvent,
  VacancyOpenedEvent,
} from '../../modules/activities/recruitment-events';
import {
  type Applicant,
  type ApplicantSource,
  applicantName,
  type EducationLevel,
} from '../../modules/applicants/applicant.types';
import type {
  Application,
  ApplicationStage,
  StageChange,
} from '../../modules/applications/application.types';
import type { Category } from '../../modules/categories/category.types';
import { slugify } from '../../modules/categories/slug';
import type { Company } from '../../modules/companies/company.types';
import type { Favourite } from '../../modules/favourites/favourite.types';
import { foldText, uniqueTexts } from '../../common/listing/text';
import type { Modality, Vacancy, VacancyStatus } from '../../modules/vacancies/vacancy.types';
import { ADMIN_ACCOUNT_ID } from './accounts';
import { type AreaSeeds, perContext } from './context';

export const SAMPLE_SEED = 20_261_116;
/** "Now" for the sample by default: every date is placed relative to it. */
export const SAMPLE_REFERENCE_DATE = '2026-11-16T15:00:00.000Z';

export const SAMPLE_COUNTS = {
  companies: 10,
  vacancyCategories: 12,
  rewardCategories: 4,
  vacancies: 40,
  applicants: 300,
  applications: 600,
  /** The most recent events of the sample become the activity feed. */
  activities: 80,
} as const;

/** Vacancies per status (40 in all). */
const STATUS_MIX: Readonly<Record<VacancyStatus, number>> = {
  draft: 6,
  open: 22,
  paused: 5,
  closed: 7,
};

export interface RecruitmentSample {
  companies: Company[];
  categories: Category[];
  vacancies: Vacancy[];
  applicants: Applicant[];
  applications: Application[];
  favourites: Favourite[];
  activities: Activity[];
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
const WEEK = 7 * DAY;
const FIXED_REFERENCE = Date.parse(SAMPLE_REFERENCE_DATE);
const iso = (ms: number) => new Date(ms).toISOString();
const dateOnly = (ms: number) => iso(ms).slice(0, 10);

interface CategoryTemplate {
  name: string;
  description: string;
  roles: string[];
  skills: string[];
  /** Monthly salary range in MXN. */
  salary: [number, number];
}

const VACANCY_CATEGORIES: CategoryTemplate[] = [
  {
    name: 'Tecnología',
    description: 'Desarrollo de software, datos, infraestructura y soporte.',
    roles: [
      'Desarrollador(a) Backend Node.js',
      'Desarrollador(a) Frontend React',
      'Ingeniero(a) de Datos',
      'Analista de Soporte TI',
      'Administrador(a) de Sistemas Linux',
      'Analista QA',
    ],
    skills: [
      'JavaScript',
      'TypeScript',
      'Node.js',
      'React',
      'SQL',
      'Python',
      'AWS',
      'Docker',
      'Git',
      'Linux',
    ],
    salary: [22_000, 65_000],
  },
  {
    name: 'Ventas',
    description: 'Venta consultiva, cuentas clave y venta en tienda.',
    roles: [
      'Ejecutivo(a) de Ventas',
      'Gerente Comercial',
      'Asesor(a) de Ventas en Tienda',
      'Representante de Ventas B2B',
    ],
    skills: [
      'Negociación',
      'Prospección',
      'CRM Salesforce',
      'Cierre de ventas',
      'Atención a cuentas clave',
    ],
    salary: [12_000, 45_000],
  },
  {
    name: 'Marketing',
    description: 'Marketing digital, marca, contenidos e investigación de mercado.',
    roles: ['Especialista en Marketing Digital', 'Community Manager', 'Analista de Mercado'],
    skills: [
      'Google Ads',
      'SEO',
      'Redes sociales',
      'Copywriting',
      'Google Analytics',
      'Email marketing',
    ],
    salary: [15_000, 40_000],
  },
  {
    name: 'Finanzas y Contabilidad',
    description: 'Contabilidad, tesorería, impuestos y análisis financiero.',
    roles: ['Contador(a) General', 'Analista Financiero', 'Auxiliar Contable', 'Tesorero(a)'],
    skills: [
      'Contabilidad general',
      'SAP FI',
      'Excel avanzado',
      'Impuestos',
      'Conciliaciones bancarias',
      'CONTPAQi',
    ],
    salary: [14_000, 50_000],
  },
  {
    name: 'Recursos Humanos',
    description: 'Reclutamiento, nómina, capacitación y clima laboral.',
    roles: ['Reclutador(a) TI', 'Analista de Nómina', 'Generalista de Recursos Humanos'],
    skills: ['Reclutamiento', 'Nómina', 'Entrevistas por competencias', 'IMSS', 'Capacitación'],
    salary: [14_000, 38_000],
  },
  {
    name: 'Logística',
    description: 'Almacén, distribución, transporte y planeación de la demanda.',
    roles: [
      'Coordinador(a) de Logística',
      'Supervisor(a) de Almacén',
      'Chofer Repartidor',
      'Planeador(a) de Demanda',
    ],
    skills: [
      'Inventarios',
      'WMS',
      'Licencia tipo C',
      'Montacargas',
      'Planeación de rutas',
      'Comercio exterior',
    ],
    salary: [10_000, 35_000],
  },
  {
    name: 'Atención al Cliente',
    description: 'Centros de contacto, servicio posventa y recepción.',
    roles: [
      'Agente de Call Center',
      'Ejecutivo(a) de Atención a Clientes',
      'Recepcionista Bilingüe',
    ],
    skills: [
      'Servicio al cliente',
      'Manejo de quejas',
      'Zendesk',
      'Inglés conversacional',
      'Empatía',
    ],
    salary: [9_000, 22_000],
  },
  {
    name: 'Administración',
    description: 'Asistencia administrativa, compras y gestión de oficina.',
    roles: ['Asistente Administrativo(a)', 'Gerente de Oficina', 'Comprador(a)'],
    skills: ['Excel avanzado', 'Compras', 'Archivo', 'Facturación', 'Office 365'],
    salary: [10_000, 30_000],
  },
  {
    name: 'Ingeniería',
    description: 'Ingeniería civil, de procesos y de mantenimiento.',
    roles: [
      'Ingeniero(a) Civil',
      'Ingeniero(a) de Mantenimiento',
      'Ingeniero(a) de Procesos',
      'Supervisor(a) de Obra',
    ],
    skills: [
      'AutoCAD',
      'Lean Manufacturing',
      'Mantenimiento preventivo',
      'Seguridad industrial',
      'Project',
    ],
    salary: [18_000, 55_000],
  },
  {
    name: 'Salud',
    description: 'Enfermería, farmacia y representación médica.',
    roles: ['Enfermero(a) General', 'Químico(a) Farmacobiólogo(a)', 'Representante Médico'],
    skills: [
      'Atención a pacientes',
      'Farmacovigilancia',
      'Buenas prácticas de manufactura',
      'Cédula profesional',
    ],
    salary: [13_000, 40_000],
  },
  {
    name: 'Educación',
    description: 'Docencia, coordinación académica y tutorías.',
    roles: ['Docente de Inglés', 'Coordinador(a) Académico(a)', 'Tutor(a) de Matemáticas'],
    skills: [
      'Planeación didáctica',
      'Inglés avanzado',
      'Plataformas LMS',
      'Evaluación por competencias',
    ],
    salary: [11_000, 32_000],
  },
  {
    name: 'Diseño',
    description: 'Diseño de producto, gráfico e ilustración.',
    roles: ['Diseñador(a) UX/UI', 'Diseñador(a) Gráfico', 'Ilustrador(a) Digital'],
    skills: ['Figma', 'Adobe Illustrator', 'Photoshop', 'Design systems', 'Prototipado'],
    salary: [15_000, 45_000],
  },
];

const REWARD_CATEGORIES: { name: string; description: string }[] = [
  { name: 'Electrónica', description: 'Audífonos, tabletas y accesorios.' },
  { name: 'Viajes', description: 'Noches de hotel, vuelos y experiencias.' },
  { name: 'Gastronomía', description: 'Certificados de restaurantes y cafeterías.' },
  { name: 'Bienestar', description: 'Gimnasio, spa y actividades al aire libre.' },
];

interface CompanyTemplate {
  name: string;
  taxId: string;
  industry: string;
  domain: string;
  city: string;
  street: string;
  categories: string[];
  active: boolean;
}

const COMPANIES: CompanyTemplate[] = [
  {
    name: 'Grupo Altamira Logística',
    taxId: 'GAL150312KT4',
    industry: 'Logística y transporte',
    domain: 'altamiralogistica.mx',
    city: 'Monterrey',
    street: 'Av. Constitución 1450, Col. Centro',
    categories: ['Logística', 'Atención al Cliente', 'Administración', 'Tecnología'],
    active: true,
  },
  {
    name: 'Banco Sureño del Pacífico',
    taxId: 'BSP980624QW1',
    industry: 'Servicios financieros',
    domain: 'bancosureno.com.mx',
    city: 'Ciudad de México',
    street: 'Paseo de la Reforma 222, Col. Juárez',
    categories: ['Finanzas y Contabilidad', 'Tecnología', 'Atención al Cliente', 'Ventas'],
    active: true,
  },
  {
    name: 'Tecnologías Quetzal',
    taxId: 'TQU110905HN7',
    industry: 'Tecnología',
    domain: 'quetzaltech.mx',
    city: 'Guadalajara',
    street: 'Av. Chapultepec 480, Col. Americana',
    categories: ['Tecnología', 'Diseño', 'Marketing', 'Recursos Humanos'],
    active: true,
  },
  {
    name: 'Farmacéutica Valle Verde',
    taxId: 'FVV030417MB2',
    industry: 'Salud',
    domain: 'valleverdefarma.mx',
    city: 'Puebla',
    street: 'Blvd. 5 de Mayo 3110, Col. Ladrillera de Benítez',
    categories: ['Salud', 'Ventas', 'Ingeniería', 'Logística'],
    active: true,
  },
  {
    name: 'Constructora Cordillera',
    taxId: 'CCO070221RT9',
    industry: 'Construcción',
    domain: 'cordillera.com.mx',
    city: 'Querétaro',
    street: 'Av. Zaragoza 88, Col. Centro',
    categories: ['Ingeniería', 'Administración', 'Finanzas y Contabilidad'],
    active: true,
  },
  {
    name: 'Alimentos La Huerta',
    taxId: 'ALH120730PL5',
    industry: 'Alimentos y bebidas',
    domain: 'lahuerta.mx',
    city: 'León',
    street: 'Blvd. Adolfo López Mateos 2310, Col. Jardines del Moral',
    categories: ['Ingeniería', 'Logística', 'Ventas', 'Marketing'],
    active: true,
  },
  {
    name: 'Hoteles Costa Azul',
    taxId: 'HCA990118CZ3',
    industry: 'Turismo y hotelería',
    domain: 'costaazulhoteles.mx',
    city: 'Mérida',
    street: 'Calle 60 No. 455, Col. Centro',
    categories: ['Atención al Cliente', 'Administración', 'Marketing', 'Recursos Humanos'],
    active: true,
  },
  {
    name: 'Energía Solar del Norte',
    taxId: 'ESN160602GX8',
    industry: 'Energía',
    domain: 'solarnorte.mx',
    city: 'Hermosillo',
    street: 'Blvd. Kino 1020, Col. Pitic',
    categories: ['Ingeniería', 'Ventas', 'Tecnología'],
    active: true,
  },
  {
    name: 'Comercializadora Estrella',
    taxId: 'CES050909DS6',
    industry: 'Comercio minorista',
    domain: 'estrellacomercial.mx',
    city: 'Tijuana',
    street: 'Blvd. Agua Caliente 4558, Col. Aviación',
    categories: ['Ventas', 'Atención al Cliente', 'Logística'],
    active: false,
  },
  {
    name: 'Instituto Educativo Horizonte',
    taxId: 'IEH020814UV4',
    industry: 'Educación',
    domain: 'horizonte.edu.mx',
    city: 'Guadalajara',
    street: 'Av. Patria 1201, Col. Jacarandas',
    categories: ['Educación', 'Administración', 'Diseño'],
    active: true,
  },
];

/** Cities applicants live in, with their phone area code (and how common they are). */
const CITIES: { name: string; area: string; weight: number }[] = [
  { name: 'Ciudad de México', area: '55', weight: 30 },
  { name: 'Monterrey', area: '81', weight: 14 },
  { name: 'Guadalajara', area: '33', weight: 14 },
  { name: 'Puebla', area: '222', weight: 8 },
  { name: 'Querétaro', area: '442', weight: 7 },
  { name: 'León', area: '477', weight: 5 },
  { name: 'Mérida', area: '999', weight: 5 },
  { name: 'Tijuana', area: '664', weight: 5 },
  { name: 'Hermosillo', area: '662', weight: 4 },
  { name: 'Toluca', area: '722', weight: 4 },
  { name: 'San Luis Potosí', area: '444', weight: 4 },
];

const GENERIC_SKILLS = [
  'Trabajo en equipo',
  'Comunicación efectiva',
  'Inglés intermedio',
  'Inglés avanzado',
  'Excel avanzado',
  'Liderazgo',
];

const GENERIC_REQUIREMENTS = [
  'Disponibilidad de horario',
  'Inglés intermedio',
  'Escolaridad mínima: licenciatura terminada',
  'Experiencia mínima de 2 años en un puesto similar',
  'Disponibilidad para viajar ocasionalmente',
];

const BENEFITS = [
  'Prestaciones superiores a las de ley',
  'Seguro de gastos médicos mayores',
  'Vales de despensa',
  'Esquema de trabajo híbrido',
  'Capacitación continua',
  'Fondo de ahorro',
  'Bono anual por desempeño',
];

const NOTES = [
  'Disponibilidad inmediata.',
  'Prefiere esquema híbrido.',
  'Recomendado(a) por el equipo de ventas.',
  'Solicita entrevistas por la tarde.',
  'Cuenta con auto propio.',
  'Interesado(a) en reubicarse.',
];

/** Common surnames; people carry two (paternal and maternal). */
const SURNAMES = [
  'García',
  'Hernández',
  'Martínez',
  'López',
  'González',
  'Pérez',
  'Rodríguez',
  'Sánchez',
  'Ramírez',
  'Cruz',
  'Flores',
  'Gómez',
  'Morales',
  'Vázquez',
  'Reyes',
  'Jiménez',
  'Torres',
  'Díaz',
  'Gutiérrez',
  'Ruiz',
  'Mendoza',
  'Aguilar',
  'Ortiz',
  'Moreno',
  'Castillo',
  'Romero',
  'Álvarez',
  'Méndez',
  'Chávez',
  'Rivera',
  'Juárez',
  'Ramos',
  'Domínguez',
  'Herrera',
  'Medina',
  'Castro',
  'Vargas',
  'Guzmán',
  'Velázquez',
  'Muñoz',
  'Rojas',
  'Contreras',
  'Salazar',
  'Luna',
  'Ortega',
  'Guerrero',
  'Estrada',
  'Bautista',
  'Cortés',
  'Soto',
  'Alvarado',
  'Espinoza',
  'Lara',
  'Ávila',
  'Ríos',
  'Cervantes',
  'Silva',
  'Delgado',
  'Vega',
  'Navarro',
  'Sandoval',
  'Carrillo',
  'Fuentes',
  'Valencia',
  'Campos',
  'Ibarra',
  'Peña',
  'Zamora',
  'Acosta',
  'Olvera',
];

const EMAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.mx', 'icloud.com'];
const STATES = ['DF', 'NL', 'JC', 'PL', 'QT', 'GT', 'YN', 'BC', 'SR', 'MC', 'SP'];

/**
 * The reference date of a sample seeded at `now`: SAMPLE_REFERENCE_DATE moved by whole
 * weeks (same weekday and hour) to the last such time not after `now`. The same records
 * all week long; each date moves by the same whole weeks.
 */
export function sampleReferenceFor(now: Date): string {
  return iso(FIXED_REFERENCE + Math.floor((now.getTime() - FIXED_REFERENCE) / WEEK) * WEEK);
}

/** The whole sample, deterministic; takes a few tens of milliseconds. */
export function recruitmentSample(referenceDate = SAMPLE_REFERENCE_DATE): RecruitmentSample {
  const REFERENCE = Date.parse(referenceDate);
  const faker = newFaker('es_MX', 'es', 'base');
  faker.seed(SAMPLE_SEED);
  const int = (min: number, max: number) => faker.number.int({ min, max });
  const pick = <T>(items: readonly T[]) => faker.helpers.arrayElement(items);
  const chance = (probability: number) => faker.datatype.boolean({ probability });
  /** A time of day in working hours (Mexico, UTC-6) on the day of `ms`. */
  const workingTime = (ms: number) =>
    Math.floor(ms / DAY) * DAY + (14 * 60 + int(0, 10 * 60)) * 60_000;

  // --- Categories -------------------------------------------------------------
  const categories: Category[] = [];
  const addCategory = (name: string, kind: Category['kind'], description: string) => {
    const createdAt = iso(workingTime(REFERENCE - int(330, 360) * DAY));
    categories.push({
      id: faker.string.uuid(),
      name,
      slug: slugify(name),
      kind,
      description,
      active: true,
      createdAt,
      updatedAt: createdAt,
    });
  };
  for (const template of VACANCY_CATEGORIES)
    addCategory(template.name, 'vacancy', template.description);
  for (const template of REWARD_CATEGORIES)
    addCategory(template.name, 'reward', template.description);
  const categoryByName = new Map(categories.map((category) => [category.name, category]));
  const templateOf = new Map(
    VACANCY_CATEGORIES.map((template) => [categoryByName.get(template.name)!.id, template]),
  );

  // --- Companies --------------------------------------------------------------
  const companies: Company[] = COMPANIES.map((template) => {
    const createdAt = iso(workingTime(REFERENCE - int(300, 350) * DAY));
    const area = CITIES.find((city) => city.name === template.city)?.area ?? '55';
    return {
      id: faker.string.uuid(),
      name: template.name,
      taxId: template.taxId,
      industry: template.industry,
      email: `reclutamiento@${template.domain}`,
      phone: phoneNumber(area, int),
      address: `${template.street}, ${template.city}`,
      logo: null,
      active: template.active,
      createdAt,
      updatedAt: template.active ? createdAt : iso(workingTime(REFERENCE - int(20, 40) * DAY)),
    };
  });
  const activeCompanies = companies.filter((company) => company.active);
  const inactiveCompanies = companies.filter((company) => !company.active);
  const companyTemplate = new Map(
    companies.map((company, index) => [company.id, COMPANIES[index]]),
  );

  // --- Vacancies --------------------------------------------------------------
  const statuses = faker.helpers.shuffle(
    (Object.entries(STATUS_MIX) as [VacancyStatus, number][]).flatMap(([status, count]) =>
      Array.from({ length: count }, () => status),
    ),
  );
  let closedForInactive = 0;
  let draftIndex = 0;
  const drafted = statuses.map((status, index) => {
    // The inactive company keeps only closed vacancies (it cannot get new ones).
    const company =
      status === 'closed' && closedForInactive < inactiveCompanies.length * 2
        ? inactiveCompanies[closedForInactive++ % inactiveCompanies.length]
        : pick(activeCompanies);
    const template = companyTemplate.get(company.id)!;
    const category = categoryByName.get(pick(template.categories))!;
    const categoryTemplate = templateOf.get(category.id)!;
    const title = pick(categoryTemplate.roles);
    const modality: Modality = faker.helpers.weightedArrayElement([
      { weight: 6, value: 'onsite' as const },
      { weight: 3, value: 'hybrid' as const },
      { weight: 2, value: 'remote' as const },
    ]);
    const [low, high] = categoryTemplate.salary;
    const confidential = chance(0.08);
    const salaryMin = confidential ? null : roundTo(int(low, (low + high) / 2), 500);
    const salaryMax =
      salaryMin === null
        ? null
        : roundTo(salaryMin * faker.number.float({ min: 1.15, max: 1.5 }), 500);
    const requirements = [
      ...faker.helpers.arrayElements(categoryTemplate.skills, { min: 2, max: 4 }),
      ...faker.helpers.arrayElements(GENERIC_REQUIREMENTS, { min: 1, max: 2 }),
    ];
    const openings = faker.helpers.weightedArrayElement([
      { weight: 10, value: 1 },
      { weight: 5, value: 2 },
      { weight: 3, value: 3 },
      { weight: 2, value: 5 },
    ]);
    const times = vacancyTimes(status, int, REFERENCE);
    // Two drafts are still incomplete, as drafts are.
    const incomplete = status === 'draft' ? draftIndex++ : -1;
    return {
      title,
      companyId: company.id,
      categoryId: incomplete === 1 ? null : category.id,
      location: modality === 'remote' ? 'Remoto (México)' : template.city,
      modality,
      contractType: faker.helpers.weightedArrayElement([
        { weight: 12, value: 'full-time' as const },
        { weight: 2, value: 'part-time' as const },
        { weight: 2, value: 'temporary' as const },
        { weight: 1, value: 'internship' as const },
        { weight: 1, value: 'freelance' as const },
      ]),
      salaryMin,
      salaryMax,
      currency: 'MXN',
      // Four in five published ranges show on the public job board; no draw from the
      // generator, so the rest of the sample stays as it was.
      salaryVisible: salaryMin !== null && index % 5 !== 4,
      description:
        incomplete === 0
          ? ''
          : vacancyDescription(
              company.name,
              title,
              requirements,
              faker.helpers.arrayElements(BENEFITS, 3),
            ),
      requirements,
      openings,
      internal: chance(0.2),
      status,
      ...times,
    };
  });
  const vacancies: Vacancy[] = drafted
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((vacancy, index) => ({
      id: faker.string.uuid(),
      code: `VAC-${String(index + 1).padStart(4, '0')}`,
      ...vacancy,
    }));

  // --- Applicants -------------------------------------------------------------
  const emails = new Set<string>();
  const documents = new Set<string>();
  const primaryCategory = new Map<string, string>();
  const applicants: Applicant[] = [];
  for (let index = 0; index < SAMPLE_COUNTS.applicants; index++) {
    const sex = faker.person.sexType();
    const firstName = faker.person.firstName(sex);
    const surnames = [pick(SURNAMES), pick(SURNAMES)];
    const lastName = surnames.join(' ');
    const city = faker.helpers.weightedArrayElement(
      CITIES.map((entry) => ({ weight: entry.weight, value: entry })),
    );
    const age = int(19, 58);
    const birth = REFERENCE - (age * 365 + int(0, 364)) * DAY;
    const category = pick(VACANCY_CATEGORIES);
    const categoryId = categoryByName.get(category.name)!.id;
    const yearsExperience = Math.min(age - 18, int(0, 20));
    const createdAt = iso(workingTime(REFERENCE - int(1, 300) * DAY));
    const id = faker.string.uuid();
    primaryCategory.set(id, categoryId);
    applicants.push({
      id,
      firstName,
      lastName,
      documentId: chance(0.85)
        ? uniqueDocument(firstName, surnames, birth, sex, documents, faker)
        : null,
      email: uniqueEmail(firstName, surnames[0], emails, faker),
      phone: phoneNumber(city.area, int),
      birthDate: dateOnly(birth),
      city: city.name,
      // Without repeats, as the API keeps them: a category's skill may be a generic one too.
      skills: uniqueTexts([
        ...faker.helpers.arrayElements(category.skills, { min: 2, max: 5 }),
        ...faker.helpers.arrayElements(GENERIC_SKILLS, { min: 0, max: 2 }),
      ]),
      yearsExperience,
      education: faker.helpers.weightedArrayElement<EducationLevel>([
        { weight: 8, value: 'secondary' },
        { weight: 18, value: 'technical' },
        { weight: 52, value: 'bachelor' },
        { weight: 19, value: 'master' },
        { weight: 3, value: 'doctorate' },
      ]),
      expectedSalary: chance(0.1)
        ? null
        : roundTo(category.salary[0] + yearsExperience * int(800, 2200), 500),
      source: faker.helpers.weightedArrayElement<ApplicantSource>([
        { weight: 30, value: 'job-board' },
        { weight: 25, value: 'linkedin' },
        { weight: 20, value: 'website' },
        { weight: 15, value: 'referral' },
        { weight: 5, value: 'agency' },
        { weight: 5, value: 'event' },
      ]),
      notes: chance(0.2) ? pick(NOTES) : '',
      cvFileId: null,
      cvFormat: null,
      cvSize: null,
      cvUploadedAt: null,
      consentAt: createdAt,
      consentText: null,
      consentLanguage: null,
      erasedAt: null,
      createdAt,
      updatedAt: createdAt,
    });
  }

  // --- Applications -----------------------------------------------------------
  const takingApplications = vacancies.filter((vacancy) => vacancy.status !== 'draft');
  const perVacancy = spread(
    SAMPLE_COUNTS.applications,
    takingApplications.map(() => faker.number.float({ min: 0.6, max: 1.4 })),
  );
  const applications: Application[] = [];
  const stageEvents: ApplicationStageChangedEvent[] = [];
  takingApplications.forEach((vacancy, vacancyIndex) => {
    const start = Date.parse(vacancy.publishedAt!);
    const end = vacancy.closedAt ? Date.parse(vacancy.closedAt) : REFERENCE;
    const eligible = applicants.filter(
      (applicant) => Date.parse(applicant.createdAt) < end - 2 * DAY,
    );
    const matching = faker.helpers.shuffle(
      eligible.filter((applicant) => primaryCategory.get(applicant.id) === vacancy.categoryId),
    );
    const others = faker.helpers.shuffle(
      eligible.filter((applicant) => primaryCategory.get(applicant.id) !== vacancy.categoryId),
    );
    const wanted = perVacancy[vacancyIndex];
    const chosen = [...matching.slice(0, Math.ceil(wanted * 0.6)), ...others].slice(0, wanted);
    const drafts = chosen
      .map((applicant) => {
        const from = Math.max(start, Date.parse(applicant.createdAt)) + HOUR;
        const appliedAt = Math.max(from, workingTime(int(from, Math.max(from, end - DAY))));
        return { applicant, appliedAt };
      })
      .sort((a, b) => a.appliedAt - b.appliedAt);
    // The earliest candidates are the ones hired: a closed vacancy filled (some of) its
    // openings, an open one may have hired some already.
    const hires =
      vacancy.status === 'closed'
        ? int(Math.max(1, vacancy.openings - 1), vacancy.openings)
        : int(0, vacancy.openings - 1);
    drafts.forEach(({ applicant, appliedAt }, index) => {
      const path = stagePath(index < hires, vacancy.status === 'closed', faker);
      const history = timeline(path, appliedAt, end, vacancy.status === 'closed', int);
      const stage = history[history.length - 1].stage;
      const application: Application = {
        id: faker.string.uuid(),
        vacancyId: vacancy.id,
        applicantId: applicant.id,
        stage,
        rating: rating(stage, int, chance),
        history,
        createdAt: history[0].at,
        updatedAt: history[history.length - 1].at,
      };
      applications.push(application);
      history.forEach((change, step) =>
        stageEvents.push({
          applicationId: application.id,
          applicantId: applicant.id,
          applicantName: applicantName(applicant),
          vacancyId: vacancy.id,
          vacancyTitle: vacancy.title,
          from: step === 0 ? null : history[step - 1].stage,
          to: change.stage,
          by: ADMIN_ACCOUNT_ID,
          at: change.at,
        }),
      );
    });
  });

  // --- The admin's favourites -------------------------------------------------
  const promising = applications
    .filter((application) => application.stage === 'interview' || application.stage === 'offer')
    .slice(0, 6);
  const openVacancies = vacancies.filter((vacancy) => vacancy.status === 'open').slice(0, 4);
  const favourites: Favourite[] = [
    ...promising.map((application) => ({
      kind: 'applicant' as const,
      targetId: application.applicantId,
    })),
    ...openVacancies.map((vacancy) => ({ kind: 'vacancy' as const, targetId: vacancy.id })),
  ].map((target) => ({
    id: faker.string.uuid(),
    accountId: ADMIN_ACCOUNT_ID,
    ...target,
    createdAt: iso(workingTime(REFERENCE - int(1, 20) * DAY)),
  }));

  // --- Activities: the latest events, written as the listeners write them -----
  type SampleEvent =
    | { at: string; kind: 'applicant'; event: ApplicantCreatedEvent }
    | { at: string; kind: 'stage'; event: ApplicationStageChangedEvent }
    | { at: string; kind: 'opened'; event: VacancyOpenedEvent }
    | { at: string; kind: 'closed'; event: VacancyClosedEvent };
  const events: SampleEvent[] = [
    ...applicants.map((applicant) => ({
      at: applicant.createdAt,
      kind: 'applicant' as const,
      event: {
        applicantId: applicant.id,
        name: applicantName(applicant),
        by: ADMIN_ACCOUNT_ID,
        at: applicant.createdAt,
      },
    })),
    ...stageEvents.map((event) => ({ at: event.at, kind: 'stage' as const, event })),
    ...takingApplications.map((vacancy) => ({
      at: vacancy.publishedAt!,
      kind: 'opened' as const,
      event: {
        vacancyId: vacancy.id,
        code: vacancy.code,
        title: vacancy.title,
        from: 'draft' as const,
        by: ADMIN_ACCOUNT_ID,
        at: vacancy.publishedAt!,
      },
    })),
    ...vacancies
      .filter((vacancy) => vacancy.closedAt)
      .map((vacancy) => ({
        at: vacancy.closedAt!,
        kind: 'closed' as const,
        event: {
          vacancyId: vacancy.id,
          code: vacancy.code,
          title: vacancy.title,
          by: ADMIN_ACCOUNT_ID,
          at: vacancy.closedAt!,
        },
      })),
  ];
  const activities = events
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, SAMPLE_COUNTS.activities)
    .map((item) => {
      const id = faker.string.uuid();
      switch (item.kind) {
        case 'applicant':
          return applicantCreatedActivity(id, item.event);
        case 'stage':
          return stageChangedActivity(id, item.event);
        case 'opened':
          return vacancyOpenedActivity(id, item.event);
        case 'closed':
          return vacancyClosedActivity(id, item.event);
      }
    });

  return { companies, categories, vacancies, applicants, applications, favourites, activities };
}

/**
 * The sample for one seeding context (so one store, one app): generated once, then each
 * collection takes its slice. Apps in one process (the API tests) each get their own,
 * which goes with them.
 */
export const recruitmentSampleFor = perContext(() =>
  recruitmentSample(sampleReferenceFor(new Date())),
);

export const RECRUITMENT_SEEDS = {
  companies: (context) => recruitmentSampleFor(context).companies,
  categories: (context) => recruitmentSampleFor(context).categories,
  vacancies: (context) => recruitmentSampleFor(context).vacancies,
  applicants: (context) => recruitmentSampleFor(context).applicants,
  applications: (context) => recruitmentSampleFor(context).applications,
  favourites: (context) => recruitmentSampleFor(context).favourites,
  activities: (context) => recruitmentSampleFor(context).activities,
} satisfies AreaSeeds;

type IntFn = (min: number, max: number) => number;

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function phoneNumber(area: string, int: IntFn): string {
  const digits = 10 - area.length;
  const local = String(int(10 ** (digits - 1), 10 ** digits - 1));
  return `+52 ${area} ${local.slice(0, digits - 4)} ${local.slice(-4)}`;
}

/** When a vacancy of this status was created, published, closed, and its deadline. */
function vacancyTimes(
  status: VacancyStatus,
  int: IntFn,
  REFERENCE: number,
): Pick<Vacancy, 'publishedAt' | 'closesAt' | 'closedAt' | 'createdAt' | 'updatedAt'> {
  const age = { draft: [1, 40], open: [8, 120], paused: [40, 150], closed: [100, 240] }[status];
  const created = REFERENCE - int(age[0], age[1]) * DAY - int(1, 8) * HOUR;
  if (status === 'draft') {
    return {
      createdAt: iso(created),
      updatedAt: iso(created),
      publishedAt: null,
      closesAt: int(0, 1) ? dateOnly(REFERENCE + int(20, 90) * DAY) : null,
      closedAt: null,
    };
  }
  const published = created + int(2, 72) * HOUR;
  if (status === 'closed') {
    const closed = published + int(30, 75) * DAY;
    return {
      createdAt: iso(created),
      updatedAt: iso(closed),
      publishedAt: iso(published),
      closesAt: dateOnly(closed),
      closedAt: iso(closed),
    };
  }
  const changed = status === 'paused' ? published + int(20, 30) * DAY : published;
  return {
    createdAt: iso(created),
    updatedAt: iso(changed),
    publishedAt: iso(published),
    closesAt: dateOnly(REFERENCE + int(7, 60) * DAY),
    closedAt: null,
  };
}

function vacancyDescription(
  company: string,
  title: string,
  requirements: string[],
  benefits: string[],
): string {
  const list = (items: string[]) =>
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  return [
    `<p>En <strong>${escapeHtml(company)}</strong> buscamos ${escapeHtml(title)} para sumarse a un equipo que crece.</p>`,
    '<h3>Requisitos</h3>',
    list(requirements),
    '<h3>Ofrecemos</h3>',
    list(benefits),
  ].join('');
}

/** The stages an application goes through, in order. */
function stagePath(hired: boolean, vacancyClosed: boolean, faker: Faker): ApplicationStage[] {
  const pipeline: ApplicationStage[] = ['applied', 'screening', 'interview', 'offer', 'hired'];
  if (hired) return pipeline;
  const depth = faker.helpers.weightedArrayElement([
    { weight: 34, value: 1 },
    { weight: 28, value: 2 },
    { weight: 24, value: 3 },
    { weight: 14, value: 4 },
  ]);
  const path = pipeline.slice(0, depth);
  // A closed vacancy turned down everyone it did not hire; an open one some.
  return vacancyClosed || faker.datatype.boolean({ probability: 0.3 })
    ? [...path, 'rejected']
    : path;
}

/**
 * Dates the path: a step every 1 to 8 days while it fits before `end`; a hire is spread
 * evenly so it always fits; on a closed vacancy, whoever is left is turned down at `end`.
 */
function timeline(
  path: ApplicationStage[],
  appliedAt: number,
  end: number,
  closed: boolean,
  int: IntFn,
): StageChange[] {
  const hiring = path.includes('hired');
  const evenStep = Math.floor((end - HOUR - appliedAt) / path.length);
  const history: StageChange[] = [{ stage: path[0], at: iso(appliedAt), by: ADMIN_ACCOUNT_ID }];
  let at = appliedAt;
  for (const stage of path.slice(1)) {
    const step = hiring ? evenStep : int(1, 8) * DAY + int(0, 6) * HOUR;
    if (at + step <= end - HOUR) {
      at += step;
    } else if (closed && path[path.length - 1] === 'rejected') {
      // Out of time: the candidate is turned down when the vacancy closes.
      at = Math.max(at + 60_000, end - HOUR);
      history.push({ stage: 'rejected', at: iso(at), by: ADMIN_ACCOUNT_ID });
      break;
    } else {
      break;
    }
    history.push({ stage, at: iso(at), by: ADMIN_ACCOUNT_ID });
  }
  return history;
}

function rating(stage: ApplicationStage, int: IntFn, chance: (p: number) => boolean): number {
  switch (stage) {
    case 'hired':
    case 'offer':
      return int(4, 5);
    case 'interview':
      return int(3, 5);
    case 'screening':
      return int(2, 4);
    case 'rejected':
      return int(1, 3);
    case 'applied':
      return chance(0.6) ? 0 : int(1, 3);
  }
}

/** `total` split by `weights` into whole numbers that add up to it (largest remainder). */
function spread(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (weight / sum) * total);
  const counts = exact.map(Math.floor);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const missing = total - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; i < missing; i++) counts[order[i].index]++;
  return counts;
}

function uniqueEmail(first: string, surname: string, taken: Set<string>, faker: Faker): string {
  const clean = (text: string) => foldText(text).replace(/[^a-z]/g, '');
  const domain = faker.helpers.arrayElement(EMAIL_DOMAINS);
  const stem = faker.helpers.arrayElement([
    `${clean(first)}.${clean(surname)}`,
    `${clean(first)}${clean(surname)}`,
    `${clean(first)[0]}${clean(surname)}`,
  ]);
  let email = `${stem}@${domain}`;
  while (taken.has(email)) email = `${stem}${faker.number.int({ min: 1, max: 99 })}@${domain}`;
  taken.add(email);
  return email;
}

/** A CURP-like document id: surname, name and birth-date letters, sex, state, check. */
function uniqueDocument(
  first: string,
  surnames: string[],
  birth: number,
  sex: 'female' | 'male',
  taken: Set<string>,
  faker: Faker,
): string {
  const letters = (text: string) =>
    foldText(text)
      .toUpperCase()
      .replace(/[^A-Z]/g, '');
  const [s1, s2] = surnames.map(letters);
  const vowel = s1.slice(1).match(/[AEIOU]/)?.[0] ?? 'X';
  const stem = `${s1[0]}${vowel}${s2[0] ?? 'X'}${letters(first)[0]}${iso(birth).slice(2, 10).replace(/-/g, '')}${
    sex === 'female' ? 'M' : 'H'
  }${faker.helpers.arrayElement(STATES)}`;
  let document: string;
  do {
    document = `${stem}${faker.string.alpha({ length: 3, casing: 'upper' })}${faker.string.numeric(2)}`;
  } while (taken.has(document));
  taken.add(document);
  return document;
}
