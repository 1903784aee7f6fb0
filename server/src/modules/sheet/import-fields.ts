/**
 * The columns an imported spreadsheet may hold, per kind: which request field each one
 * fills, how its cells are read, and the header names it is recognised by (English,
 * Spanish and Turkish, as people name them in their own files).
 */
import { APPLICANT_SOURCES, EDUCATION_LEVELS } from '../applicants/applicant.types';
import { CONTRACT_TYPES, MODALITIES, VACANCY_STATUSES } from '../vacancies/vacancy.types';
import type { ImportKind, ImportLanguage } from './import.types';

/**
 * How a cell is read: text as it is (trimmed), `code` upper-cased, whole numbers, one of
 * `choices`, a list, yes or no, a YYYY-MM-DD day, or a record named by its name or id.
 */
export type FieldType =
  'text' | 'code' | 'integer' | 'choice' | 'list' | 'yes-no' | 'date' | 'reference';

export interface ImportField {
  /** The import's name of the field (the request field, but `company` for `companyId`). */
  key: string;
  /** The request field the value goes to; null for what only the import reads (a code). */
  requestKey: string | null;
  type: FieldType;
  /** The create request needs it: the mapping must give it a column. */
  required: boolean;
  choices?: readonly string[];
  /** What separates a list's items in one cell. */
  separator?: RegExp;
  labels: Readonly<Record<ImportLanguage, string>>;
  /** More header names it is known by, in any of the languages. */
  aliases: readonly string[];
}

/** Skills are short: commas separate them too. Requirements are sentences: not commas. */
const SKILL_SEPARATOR = /[;,|\n]/;
const SENTENCE_SEPARATOR = /[;|\n]/;

export const APPLICANT_FIELDS: readonly ImportField[] = [
  {
    key: 'firstName',
    requestKey: 'firstName',
    type: 'text',
    required: true,
    labels: { en: 'First name', es: 'Nombre', tr: 'Ad' },
    aliases: ['first name', 'given name', 'name', 'nombres', 'primer nombre', 'adı', 'isim'],
  },
  {
    key: 'lastName',
    requestKey: 'lastName',
    type: 'text',
    required: true,
    labels: { en: 'Last name', es: 'Apellidos', tr: 'Soyad' },
    aliases: ['surname', 'family name', 'apellido', 'soyadı', 'soyisim'],
  },
  {
    key: 'email',
    requestKey: 'email',
    type: 'text',
    required: true,
    labels: { en: 'E-mail', es: 'Correo electrónico', tr: 'E-posta' },
    aliases: ['email address', 'mail', 'correo', 'e-posta adresi'],
  },
  {
    key: 'documentId',
    requestKey: 'documentId',
    type: 'text',
    required: false,
    labels: { en: 'Identity document', es: 'Documento de identidad', tr: 'Kimlik numarası' },
    aliases: [
      'document',
      'document id',
      'id number',
      'national id',
      'documento',
      'dni',
      'curp',
      'cédula',
      'rut',
      'ine',
      'kimlik',
      'kimlik no',
      'tc kimlik no',
      'tckn',
    ],
  },
  {
    key: 'phone',
    requestKey: 'phone',
    type: 'text',
    required: false,
    labels: { en: 'Phone', es: 'Teléfono', tr: 'Telefon' },
    aliases: ['telephone', 'mobile', 'cell phone', 'celular', 'móvil', 'cep telefonu', 'gsm'],
  },
  {
    key: 'birthDate',
    requestKey: 'birthDate',
    type: 'date',
    required: false,
    labels: { en: 'Birth date', es: 'Fecha de nacimiento', tr: 'Doğum tarihi' },
    aliases: ['date of birth', 'birthday', 'dob', 'nacimiento', 'fecha nacimiento'],
  },
  {
    key: 'city',
    requestKey: 'city',
    type: 'text',
    required: false,
    labels: { en: 'City', es: 'Ciudad', tr: 'Şehir' },
    aliases: ['town', 'localidad', 'municipio', 'il'],
  },
  {
    key: 'skills',
    requestKey: 'skills',
    type: 'list',
    required: false,
    separator: SKILL_SEPARATOR,
    labels: { en: 'Skills', es: 'Habilidades', tr: 'Yetenekler' },
    aliases: ['skill', 'competencias', 'aptitudes', 'beceriler', 'yetkinlikler'],
  },
  {
    key: 'yearsExperience',
    requestKey: 'yearsExperience',
    type: 'integer',
    required: false,
    labels: { en: 'Years of experience', es: 'Años de experiencia', tr: 'Deneyim yılı' },
    aliases: ['experience', 'years', 'experiencia', 'deneyim', 'tecrübe'],
  },
  {
    key: 'education',
    requestKey: 'education',
    type: 'choice',
    required: false,
    choices: EDUCATION_LEVELS,
    labels: { en: 'Education', es: 'Escolaridad', tr: 'Eğitim' },
    aliases: ['education level', 'estudios', 'nivel de estudios', 'formación', 'eğitim durumu'],
  },
  {
    key: 'expectedSalary',
    requestKey: 'expectedSalary',
    type: 'integer',
    required: false,
    labels: { en: 'Expected salary', es: 'Salario esperado', tr: 'Beklenen maaş' },
    aliases: ['salary', 'salario', 'sueldo', 'pretensión salarial', 'maaş beklentisi', 'maaş'],
  },
  {
    key: 'source',
    requestKey: 'source',
    type: 'choice',
    required: false,
    choices: APPLICANT_SOURCES,
    labels: { en: 'Source', es: 'Origen', tr: 'Kaynak' },
    aliases: ['channel', 'fuente', 'canal'],
  },
  {
    key: 'notes',
    requestKey: 'notes',
    type: 'text',
    required: false,
    labels: { en: 'Notes', es: 'Notas', tr: 'Notlar' },
    aliases: ['note', 'comments', 'comentarios', 'observaciones', 'not', 'açıklama'],
  },
];

export const VACANCY_FIELDS: readonly ImportField[] = [
  {
    key: 'code',
    requestKey: null,
    type: 'code',
    required: false,
    labels: { en: 'Code', es: 'Código', tr: 'Kod' },
    aliases: ['vacancy code', 'clave', 'ilan kodu'],
  },
  {
    key: 'title',
    requestKey: 'title',
    type: 'text',
    required: false,
    labels: { en: 'Title', es: 'Título', tr: 'Başlık' },
    aliases: ['job title', 'position', 'puesto', 'vacante', 'pozisyon', 'unvan'],
  },
  {
    key: 'company',
    requestKey: 'companyId',
    type: 'reference',
    required: false,
    labels: { en: 'Company', es: 'Empresa', tr: 'Şirket' },
    aliases: ['company id', 'employer', 'compañía', 'firma'],
  },
  {
    key: 'category',
    requestKey: 'categoryId',
    type: 'reference',
    required: false,
    labels: { en: 'Category', es: 'Categoría', tr: 'Kategori' },
    aliases: ['category id', 'area', 'área', 'alan'],
  },
  {
    key: 'location',
    requestKey: 'location',
    type: 'text',
    required: false,
    labels: { en: 'Location', es: 'Ubicación', tr: 'Konum' },
    aliases: ['city', 'place', 'ciudad', 'lugar', 'sede', 'şehir', 'yer'],
  },
  {
    key: 'modality',
    requestKey: 'modality',
    type: 'choice',
    required: false,
    choices: MODALITIES,
    labels: { en: 'Modality', es: 'Modalidad', tr: 'Çalışma şekli' },
    aliases: ['work mode', 'workplace', 'esquema'],
  },
  {
    key: 'contractType',
    requestKey: 'contractType',
    type: 'choice',
    required: false,
    choices: CONTRACT_TYPES,
    labels: { en: 'Contract type', es: 'Tipo de contrato', tr: 'Sözleşme türü' },
    aliases: ['contract', 'contrato', 'jornada', 'sözleşme'],
  },
  {
    key: 'salaryMin',
    requestKey: 'salaryMin',
    type: 'integer',
    required: false,
    labels: { en: 'Lowest salary', es: 'Salario mínimo', tr: 'En düşük maaş' },
    aliases: ['salary min', 'min salary', 'minimum salary', 'sueldo mínimo', 'asgari maaş'],
  },
  {
    key: 'salaryMax',
    requestKey: 'salaryMax',
    type: 'integer',
    required: false,
    labels: { en: 'Highest salary', es: 'Salario máximo', tr: 'En yüksek maaş' },
    aliases: ['salary max', 'max salary', 'maximum salary', 'sueldo máximo', 'azami maaş'],
  },
  {
    key: 'currency',
    requestKey: 'currency',
    type: 'code',
    required: false,
    labels: { en: 'Currency', es: 'Moneda', tr: 'Para birimi' },
    aliases: ['divisa', 'döviz'],
  },
  {
    key: 'description',
    requestKey: 'description',
    type: 'text',
    required: false,
    labels: { en: 'Description', es: 'Descripción', tr: 'Açıklama' },
    aliases: ['details', 'detalle', 'detalles'],
  },
  {
    key: 'requirements',
    requestKey: 'requirements',
    type: 'list',
    required: false,
    separator: SENTENCE_SEPARATOR,
    labels: { en: 'Requirements', es: 'Requisitos', tr: 'Gereksinimler' },
    aliases: ['requirement', 'requisito', 'nitelikler', 'aranan nitelikler'],
  },
  {
    key: 'openings',
    requestKey: 'openings',
    type: 'integer',
    required: false,
    labels: { en: 'Openings', es: 'Plazas', tr: 'Kadro sayısı' },
    aliases: ['positions', 'headcount', 'vacantes', 'número de vacantes', 'kontenjan'],
  },
  {
    key: 'internal',
    requestKey: 'internal',
    type: 'yes-no',
    required: false,
    labels: { en: 'Internal', es: 'Interna', tr: 'Dahili' },
    aliases: ['interno', 'iç ilan'],
  },
  {
    key: 'closesAt',
    requestKey: 'closesAt',
    type: 'date',
    required: false,
    labels: { en: 'Closes on', es: 'Fecha de cierre', tr: 'Son başvuru tarihi' },
    aliases: ['closing date', 'deadline', 'closes at', 'cierre', 'fecha límite'],
  },
  {
    key: 'status',
    requestKey: 'status',
    type: 'choice',
    required: false,
    choices: VACANCY_STATUSES,
    labels: { en: 'Status', es: 'Estado', tr: 'Durum' },
    aliases: ['estatus'],
  },
];

export const IMPORT_FIELDS: Readonly<Record<ImportKind, readonly ImportField[]>> = {
  applicants: APPLICANT_FIELDS,
  vacancies: VACANCY_FIELDS,
};

/**
 * A header as it is compared: lower-case, no accents, no spaces or punctuation, the
 * Turkish dotless ı as i ("Doğum Tarihi" and "dogum_tarihi" are one name).
 */
export function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The names a field is known by, as compared: its own names, or its aliases. */
function namesOf(field: ImportField, which: 'own' | 'aliases'): Set<string> {
  const names =
    which === 'own'
      ? [field.key, field.requestKey ?? '', ...Object.values(field.labels)]
      : field.aliases;
  return new Set(names.map(headerKey).filter(Boolean));
}

const NAMES = new Map<ImportField, { own: Set<string>; aliases: Set<string> }>();

function names(field: ImportField) {
  let known = NAMES.get(field);
  if (!known) {
    known = { own: namesOf(field, 'own'), aliases: namesOf(field, 'aliases') };
    NAMES.set(field, known);
  }
  return known;
}

/**
 * Which column each field is likely in, each column used once: first the header an
 * account chose for the field last time (`remembered`), then a header naming the field
 * by its key or its label in any language, then one of its aliases.
 */
export function suggestMapping(
  fields: readonly ImportField[],
  headers: readonly string[],
  remembered: Readonly<Record<string, string>> = {},
): { field: string; column: number | null }[] {
  const keys = headers.map(headerKey);
  const taken = new Set<number>();
  const chosen = new Map<string, number>();
  const pick = (field: ImportField, matches: (key: string) => boolean) => {
    if (chosen.has(field.key)) return;
    const column = keys.findIndex((key, index) => key !== '' && !taken.has(index) && matches(key));
    if (column === -1) return;
    chosen.set(field.key, column);
    taken.add(column);
  };
  for (const field of fields) {
    const header = remembered[field.key];
    if (header !== undefined) pick(field, (key) => key === headerKey(header));
  }
  for (const field of fields) pick(field, (key) => names(field).own.has(key));
  for (const field of fields) pick(field, (key) => names(field).aliases.has(key));
  return fields.map((field) => ({ field: field.key, column: chosen.get(field.key) ?? null }));
}
