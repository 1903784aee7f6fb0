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

describe('DashboardsService', () => {
  const records = sampleDashboards(new Date('2026-03-18T09:30:00Z'));

  it('answers a dashboard’s stored figures, without the record’s id', () => {
    const service = serviceOver(records);
    const { id: _id, ...finance } = records.find((record) => record.id === 'finance')!;

    expect(service.get('finance')).toEqual(finance);
    expect(service.get('project')).not.toHaveProperty('id');
  });

  it('says a dashboard is missing (not-found) when its record is gone', () => {
    const service = serviceOver(records.filter((record) => record.id !== 'crypto'));

    expect(() => service.get('crypto')).toThrow(DomainError);
    expect(() => service.get('crypto')).toThrow(expect.objectContaining({ code: 'not-found' }));
  });
});
