import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { deferred, jsonResponse, stubFetch } from '../../../../test/fetch';
import { createTestQueryClient } from '../../../../test/render';
import { type Application, applicationsKeys } from '../../api/applications';
import { useMoveApplication } from './usePipelineMutations';

const VACANCY = '7d7a0d1e-0000-4000-8000-000000000001';
const ACCOUNT = '5f0c1d2e-0000-4000-8000-000000000001';

function application(id: string, stage: Application['stage']): Application {
  return {
    id,
    vacancyId: VACANCY,
    applicantId: `applicant-${id}`,
    stage,
    rating: 0,
    history: [{ stage, at: '2026-01-01T09:00:00.000Z', by: ACCOUNT, byName: 'Admin' }],
    applicant: {
      id: `applicant-${id}`,
      name: `Person ${id}`,
      email: '',
      city: '',
      erasedAt: null,
      hasCv: false,
    },
    vacancy: {
      id: VACANCY,
      code: 'VAC-0001',
      title: 'Analyst',
      status: 'open',
      companyName: null,
      openings: 1,
    },
    createdAt: '2026-01-01T09:00:00.000Z',
    updatedAt: '2026-01-01T09:00:00.000Z',
  };
}

function setup() {
  const queryClient = createTestQueryClient();
  const key = applicationsKeys.pipeline(VACANCY);
  queryClient.setQueryData(key, [application('a', 'offer'), application('b', 'applied')]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useMoveApplication(VACANCY, ACCOUNT), { wrapper });
  const board = () => queryClient.getQueryData<Application[]>(key) ?? [];
  const stageOf = (id: string) => board().find((item) => item.id === id)?.stage;
  return { result, board, stageOf };
}

describe('useMoveApplication', () => {
  it('moves the card at once and puts it back with the server’s message when refused', async () => {
    const answer = deferred<Response>();
    const fetch = stubFetch(() => answer.promise);
    const { result, stageOf, board } = setup();

    act(() => result.current.mutate({ application: board()[0], stage: 'hired' }));
    await waitFor(() => expect(stageOf('a')).toBe('hired'));
    expect(board()[0].history.at(-1)).toMatchObject({ stage: 'hired', by: ACCOUNT });
    const request = fetch.mock.calls[0][0];
    expect(request.method).toBe('PATCH');
    expect(request.url).toMatch(/\/api\/applications\/a\/stage$/);

    const refusal = 'All 1 opening of VAC-0001 are filled; raise openings to hire more';
    answer.resolve(
      jsonResponse(
        {
          statusCode: 422,
          message: refusal,
          error: 'Unprocessable Entity',
          fields: { stage: [refusal] },
        },
        422,
      ),
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(refusal);
    expect(stageOf('a')).toBe('offer');
    expect(board()[0].history).toHaveLength(1);
    expect(stageOf('b')).toBe('applied');
  });

  it('keeps the server’s version of the card when the move succeeds', async () => {
    const { result, stageOf, board } = setup();
    const saved = {
      ...application('b', 'screening'),
      history: [
        { stage: 'applied', at: '2026-01-01T09:00:00.000Z', by: ACCOUNT },
        { stage: 'screening', at: '2026-02-01T09:00:00.000Z', by: ACCOUNT },
      ],
    };
    stubFetch((request) =>
      request.method === 'PATCH' ? jsonResponse(saved) : jsonResponse([], 200),
    );
    act(() => result.current.mutate({ application: board()[1], stage: 'screening' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(stageOf('b')).toBe('screening');
    expect(board()[1].history.at(-1)?.at).toBe('2026-02-01T09:00:00.000Z');
  });
});
