/**
 * The words of a report's file (its title, headers, and the stages, sources and statuses
 * its rows name) in each language of the web. The web shows the same words from its own
 * translations (web/public/i18n, `reports.*`); report-labels.spec.ts keeps both equal.
 */
import type { ApplicantSource } from '../applicants/applicant.types';
import type { ApplicationStage } from '../applications/application.types';
import type { InvoiceStatus } from '../invoices/invoice.types';
import type { ColumnKey } from './report-figures';
import type { ReportKind, ReportLanguage } from './report-kinds';

export interface ReportLabels {
  kinds: Record<ReportKind, string>;
  columns: Record<ColumnKey, string>;
  stages: Record<ApplicationStage, string>;
  sources: Record<ApplicantSource, string>;
  invoiceStatuses: Record<InvoiceStatus, string>;
  /** The totals row's label. */
  total: string;
  /** A missing name (a vacancy without a company, say). */
  none: string;
  file: {
    /** The second sheet's name and its rows' labels. */
    details: string;
    report: string;
    from: string;
    to: string;
    generatedAt: string;
    /** The mail of a scheduled report: subject and body, with {{name}} and {{period}}. */
    mailSubject: string;
    mailText: string;
  };
}

export const REPORT_LABELS: Readonly<Record<ReportLanguage, ReportLabels>> = {
  en: {
    kinds: {
      'applicants-per-vacancy': 'Applicants per vacancy',
      'applicants-per-stage': 'Applicants per stage',
      'applicants-per-source': 'Applicants per source',
      'hires-per-company': 'Hires per company',
      'time-to-hire-per-category': 'Time to hire per category',
      'redemptions-per-month': 'Redemptions and points per month',
      'invoices-per-status': 'Invoices per status',
    },
    columns: {
      code: 'Code',
      vacancy: 'Vacancy',
      company: 'Company',
      category: 'Category',
      stage: 'Stage',
      source: 'Source',
      status: 'Status',
      month: 'Month',
      applicants: 'Applicants',
      applications: 'Applications',
      hired: 'Hired',
      hires: 'Hires',
      vacancies: 'Vacancies',
      averageDays: 'Average days',
      medianDays: 'Median days',
      redemptions: 'Redemptions',
      pointsRedeemed: 'Points redeemed',
      pointsAwarded: 'Points awarded',
      invoices: 'Invoices',
    },
    stages: {
      applied: 'Applied',
      screening: 'Screening',
      interview: 'Interview',
      offer: 'Offer',
      hired: 'Hired',
      rejected: 'Rejected',
    },
    sources: {
      website: 'Website',
      referral: 'Referral',
      linkedin: 'LinkedIn',
      'job-board': 'Job board',
      agency: 'Agency',
      event: 'Event',
      other: 'Other',
    },
    invoiceStatuses: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
    total: 'Total',
    none: 'None',
    file: {
      details: 'Details',
      report: 'Report',
      from: 'From',
      to: 'To',
      generatedAt: 'Generated at (UTC)',
      mailSubject: 'Report: {{name}}',
      mailText:
        'Attached is the report “{{name}}” for {{period}}.\nIt is also in the file manager, in the Reports folder.',
    },
  },
  tr: {
    kinds: {
      'applicants-per-vacancy': 'İlana göre adaylar',
      'applicants-per-stage': 'Aşamaya göre adaylar',
      'applicants-per-source': 'Kaynağa göre adaylar',
      'hires-per-company': 'Şirkete göre işe alımlar',
      'time-to-hire-per-category': 'Kategoriye göre işe alım süresi',
      'redemptions-per-month': 'Aylık ödül talepleri ve puanlar',
      'invoices-per-status': 'Duruma göre faturalar',
    },
    columns: {
      code: 'Kod',
      vacancy: 'İlan',
      company: 'Şirket',
      category: 'Kategori',
      stage: 'Aşama',
      source: 'Kaynak',
      status: 'Durum',
      month: 'Ay',
      applicants: 'Adaylar',
      applications: 'Başvurular',
      hired: 'İşe alınan',
      hires: 'İşe alımlar',
      vacancies: 'İlanlar',
      averageDays: 'Ortalama gün',
      medianDays: 'Medyan gün',
      redemptions: 'Ödül talepleri',
      pointsRedeemed: 'Kullanılan puan',
      pointsAwarded: 'Kazanılan puan',
      invoices: 'Faturalar',
    },
    stages: {
      applied: 'Başvurdu',
      screening: 'Ön eleme',
      interview: 'Mülakat',
      offer: 'Teklif',
      hired: 'İşe alındı',
      rejected: 'Reddedildi',
    },
    sources: {
      website: 'Web sitesi',
      referral: 'Tavsiye',
      linkedin: 'LinkedIn',
      'job-board': 'İş ilanı sitesi',
      agency: 'Ajans',
      event: 'Etkinlik',
      other: 'Diğer',
    },
    invoiceStatuses: { pending: 'Bekliyor', approved: 'Onaylandı', rejected: 'Reddedildi' },
    total: 'Toplam',
    none: 'Yok',
    file: {
      details: 'Ayrıntılar',
      report: 'Rapor',
      from: 'Başlangıç',
      to: 'Bitiş',
      generatedAt: 'Oluşturulma (UTC)',
      mailSubject: 'Rapor: {{name}}',
      mailText:
        '“{{name}}” raporunun {{period}} dönemi ektedir.\nRapor ayrıca dosya yöneticisinde, Reports klasöründe.',
    },
  },
  es: {
    kinds: {
      'applicants-per-vacancy': 'Postulantes por vacante',
      'applicants-per-stage': 'Postulantes por etapa',
      'applicants-per-source': 'Postulantes por origen',
      'hires-per-company': 'Contrataciones por empresa',
      'time-to-hire-per-category': 'Tiempo de contratación por categoría',
      'redemptions-per-month': 'Canjes y puntos por mes',
      'invoices-per-status': 'Facturas por estado',
    },
    columns: {
      code: 'Código',
      vacancy: 'Vacante',
      company: 'Empresa',
      category: 'Categoría',
      stage: 'Etapa',
      source: 'Origen',
      status: 'Estado',
      month: 'Mes',
      applicants: 'Postulantes',
      applications: 'Postulaciones',
      hired: 'Contratados',
      hires: 'Contrataciones',
      vacancies: 'Vacantes',
      averageDays: 'Días en promedio',
      medianDays: 'Mediana de días',
      redemptions: 'Canjes',
      pointsRedeemed: 'Puntos canjeados',
      pointsAwarded: 'Puntos otorgados',
      invoices: 'Facturas',
    },
    stages: {
      applied: 'Postulado',
      screening: 'Filtro',
      interview: 'Entrevista',
      offer: 'Oferta',
      hired: 'Contratado',
      rejected: 'Descartado',
    },
    sources: {
      website: 'Sitio web',
      referral: 'Recomendación',
      linkedin: 'LinkedIn',
      'job-board': 'Bolsa de trabajo',
      agency: 'Agencia',
      event: 'Evento',
      other: 'Otro',
    },
    invoiceStatuses: { pending: 'Pendiente', approved: 'Aprobada', rejected: 'Rechazada' },
    total: 'Total',
    none: 'Ninguna',
    file: {
      details: 'Detalles',
      report: 'Reporte',
      from: 'Desde',
      to: 'Hasta',
      generatedAt: 'Generado (UTC)',
      mailSubject: 'Reporte: {{name}}',
      mailText:
        'Adjunto va el reporte «{{name}}» de {{period}}.\nTambién está en el gestor de archivos, en la carpeta Reports.',
    },
  },
};

/** A month (`YYYY-MM`) as the language writes it: "May 2026", "Mayıs 2026", "mayo de 2026". */
export function monthLabel(month: string, language: ReportLanguage): string {
  return new Intl.DateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00.000Z`));
}
