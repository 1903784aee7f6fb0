import type { Application, ApplicationStage } from '../../api/applications';
import {
  daysInStage,
  groupByStage,
  hasOpeningLeft,
  moveApplication,
  neighbourStage,
  rateInList,
  replaceApplication,
  stageCounts,
  stageEnteredAt,
} from './pipeline-logic';

const ADMIN = '5f0c1d2e-0000-4000-8000-000000000001';

function application(
  id: string,
  stage: ApplicationStage,
  enteredAt: string,
  overrides: Partial<Application> = {},
): Application {
  return {
    id,
    vacancyId: 'v1',
    applicantId: `a-${id}`,
    stage,
    rating: 0,
    history:
      stage === 'applied'
        ? [{ stage, at: enteredAt, by: ADMIN, byName: 'Admin' }]
        : [
            { stage: 'applied', at: '2026-01-01T09:00:00.000Z', by: ADMIN, byName: 'Admin' },
            { stage, at: enteredAt, by: ADMIN, byName: 'Admin' },
          ],
    applicant: {
      id: `a-${id}`,
      name: `Person ${id}`,
      email: '',
      city: '',
      erasedAt: null,
      hasCv: false,
    },
    vacancy: {
      id: 'v1',
      code: 'VAC-0001',
      title: 'Analyst',
      status: 'open',
      companyName: 'Acme',
      openings: 1,
    },
    createdAt: '2026-01-01T09:00:00.000Z',
    updatedAt: enteredAt,
    ...overrides,
  };
}

const list: Application[] = [
  application('1', 'applied', '2026-01-03T10:00:00.000Z'),
  application('2', 'interview', '2026-01-05T10:00:00.000Z'),
  application('3', 'applied', '2026-01-02T10:00:00.000Z'),
  application('4', 'hired', '2026-01-06T10:00:00.000Z'),
];

describe('grouping by stage', () => {
  it('has one column per stage, in pipeline order, empty ones included', () => {
    const columns = groupByStage(list);
    expect(Object.keys(columns)).toEqual([
      'applied',
      'screening',
      'interview',
      'offer',
      'hired',
      'rejected',
    ]);
    expect(columns.screening).toEqual([]);
    expect(columns.interview.map((item) => item.id)).toEqual(['2']);
  });

  it('puts whoever waits longest in a stage first', () => {
    expect(groupByStage(list).applied.map((item) => item.id)).toEqual(['3', '1']);
  });

  it('counts every stage', () => {
    expect(stageCounts(list)).toEqual({
      applied: 2,
      screening: 0,
      interview: 1,
      offer: 0,
      hired: 1,
      rejected: 0,
    });
  });
});

describe('time in stage', () => {
  it('starts when the last history entry of the current stage was written', () => {
    const moved = application('5', 'screening', '2026-01-04T10:00:00.000Z');
    moved.history.push(
      { stage: 'interview', at: '2026-01-05T10:00:00.000Z', by: ADMIN, byName: 'Admin' },
      { stage: 'screening', at: '2026-01-07T10:00:00.000Z', by: ADMIN, byName: 'Admin' },
    );
    expect(stageEnteredAt(moved)).toBe('2026-01-07T10:00:00.000Z');
    expect(daysInStage(moved, new Date('2026-01-09T09:00:00.000Z'))).toBe(1);
    expect(daysInStage(moved, new Date('2026-01-06T09:00:00.000Z'))).toBe(0);
  });
});

describe('optimistic moves', () => {
  const change = { at: '2026-02-01T12:00:00.000Z', by: ADMIN, byName: 'Admin' };

  it('moves one application, appending to its history, without touching the others', () => {
    const next = moveApplication(list, '1', 'screening', change);
    expect(next).not.toBe(list);
    expect(next[0]).toMatchObject({ id: '1', stage: 'screening', updatedAt: change.at });
    expect(next[0].history.at(-1)).toEqual({ stage: 'screening', ...change });
    expect(next[0].history).toHaveLength(2);
    expect(next.slice(1)).toEqual(list.slice(1));
    // The original list is left as it was, so it can be restored.
    expect(list[0].stage).toBe('applied');
    expect(groupByStage(next).screening.map((item) => item.id)).toEqual(['1']);
  });

  it('changes nothing for the same stage or an unknown id', () => {
    expect(moveApplication(list, '2', 'interview', change)).toBe(list);
    expect(moveApplication(list, 'missing', 'offer', change)).toBe(list);
  });

  it('rolls one refused move back without undoing another that succeeded', () => {
    const before = list[1];
    let board = moveApplication(list, '2', 'hired', change);
    board = moveApplication(board, '3', 'screening', change);
    // The server refuses the hire (all openings filled): put application 2 back.
    board = replaceApplication(board, before);
    expect(board[1]).toBe(before);
    expect(board[2].stage).toBe('screening');
  });

  it('takes the server’s answer in place of the optimistic guess', () => {
    const guessed = moveApplication(list, '1', 'offer', change);
    const answer = { ...guessed[0], history: [...guessed[0].history], updatedAt: 'server' };
    expect(replaceApplication(guessed, answer)[0]).toBe(answer);
  });

  it('changes a rating in place', () => {
    expect(rateInList(list, '3', 4)[2].rating).toBe(4);
    expect(rateInList(list, 'missing', 4)).toBe(list);
  });
});

describe('openings and neighbours', () => {
  it('warns before a hire beyond the openings', () => {
    expect(hasOpeningLeft(list, 1, '2')).toBe(false);
    expect(hasOpeningLeft(list, 2, '2')).toBe(true);
    // The one already hired may stay hired.
    expect(hasOpeningLeft(list, 1, '4')).toBe(true);
  });

  it('finds the stage before and after', () => {
    expect(neighbourStage('applied', -1)).toBeNull();
    expect(neighbourStage('applied', 1)).toBe('screening');
    expect(neighbourStage('rejected', 1)).toBeNull();
  });
});
