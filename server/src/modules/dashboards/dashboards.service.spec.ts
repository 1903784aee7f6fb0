import { DomainError } from '../../common/errors/domain-error';
import { sampleDashboards } from '../../store/seed/dashboards';
import type { DashboardsRepository } from './dashboards.repository';
import { DashboardsService } from './dashboards.service';
import type { StoredDashboard } from './dashboards.types';

function serviceOver(records: readonly StoredDashboard[]): DashboardsService {
  const repository = {
    get: (id: string) => records.find((record) => record.id === id),
  } as unknown as DashboardsRepository;
  return new DashboardsService(repository);
}

/** A record as a data folder seeded before the translations holds it. */
function withoutTranslations<T>(record: T): T {
  return JSON.parse(JSON.stringify(record), (key, value: unknown) =>
    key === 'translations' ? undefined : value,
  ) as T;
}

describe('DashboardsService', () => {
  const records = sampleDashboards(new Date('2026-03-18T09:30:00Z'));

  it('answers a dashboard’s stored figures in English, without the record’s id or translations', () => {
    const service = serviceOver(records);
    const { id: _id, ...finance } = withoutTranslations(
      records.find((record) => record.id === 'finance')!,
    );

    expect(service.get('finance', 'en')).toEqual(finance);
    expect(service.get('project', 'en')).not.toHaveProperty('id');
    expect(JSON.stringify(service.get('project', 'es'))).not.toContain('translations');
  });

  it('answers the texts in the language asked for, and names as they are', () => {
    const service = serviceOver(records);

    const finance = service.get('finance', 'es');
    expect(finance.recentTransactions.map((entry) => entry.name)).toEqual([
      'Lucía Romero',
      'Nordic Staffing Ltd.',
      'Tomás Aguirre',
      'Hospedaje en la nube',
      'Valentina Ortiz',
      'Artículos de oficina',
    ]);
    const project = service.get('project', 'tr');
    expect(project.schedule.today[0]).toEqual({
      title: 'İşe alım ekibiyle günlük toplantı',
      time: '09:00',
      location: 'Salon 2A',
    });
    expect(project.teamMembers[0]).toMatchObject({
      name: 'Carolina Méndez',
      title: 'Proje Direktörü',
    });
    expect(service.get('analytics', 'es').gender.labels).toEqual(['Mujeres', 'Hombres']);
  });

  it('answers English where a record has no translations (a data folder seeded before them)', () => {
    const service = serviceOver(records.map(withoutTranslations));

    const finance = service.get('finance', 'es');
    expect(finance.recentTransactions[3].name).toBe('Cloud hosting');
    expect(service.get('project', 'tr').teamMembers[0].title).toBe('Project Director');
  });

  it('says a dashboard is missing (not-found) when its record is gone', () => {
    const service = serviceOver(records.filter((record) => record.id !== 'crypto'));

    expect(() => service.get('crypto', 'en')).toThrow(DomainError);
    expect(() => service.get('crypto', 'en')).toThrow(
      expect.objectContaining({ code: 'not-found' }),
    );
  });
});
