import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import type { Application, ApplicationStage } from '../api/applications';
import { sampleVacancy } from '../testing/vacancies';
import { CandidatesBoardPage } from './CandidatesBoardPage';

const VACANCY_ID = '33333333-3333-4333-8333-333333333333';
const ACCOUNT = '5f0c1d2e-0000-4000-8000-000000000001';

const VACANCY = sampleVacancy({
  id: VACANCY_ID,
  openings: 2,
  status: 'open',
  publishedAt: '2026-01-02T00:00:00.000Z',
  applicationCount: 1,
});

function application(stage: ApplicationStage): Application {
  return {
    id: 'app-1',
    vacancyId: VACANCY_ID,
    applicantId: 'applicant-1',
    stage,
    rating: 0,
    history: [{ stage, at: '2026-01-01T09:00:00.000Z', by: ACCOUNT, byName: 'Admin' }],
    applicant: {
      id: 'applicant-1',
      name: 'Ana Torres',
      email: '',
      city: '',
      erasedAt: null,
      hasCv: false,
    },
    vacancy: {
      id: VACANCY_ID,
      code: 'VAC-0007',
      title: 'Contador',
      status: 'open',
      companyName: null,
      openings: 2,
    },
    createdAt: '2026-01-01T09:00:00.000Z',
    updatedAt: '2026-01-01T09:00:00.000Z',
  };
}

/** The API of the board: one application whose stage the PATCHes change. */
function api() {
  let stage: ApplicationStage = 'applied';
  const moves: string[] = [];
  const fetch = stubFetch(async (request) => {
    const url = new URL(request.url);
    if (request.method === 'PATCH' && url.pathname === '/api/applications/app-1/stage') {
      const body = (await request.json()) as { stage: ApplicationStage };
      stage = body.stage;
      moves.push(stage);
      return jsonResponse(application(stage));
    }
    if (url.pathname === `/api/vacancies/${VACANCY_ID}`) return jsonResponse(VACANCY);
    if (url.pathname === '/api/common/user') {
      return jsonResponse({ id: ACCOUNT, name: 'Admin', email: 'admin@example.com' });
    }
    if (url.pathname.startsWith('/api/applications')) {
      return jsonResponse({
        items: [application(stage)],
        pagination: { length: 1, size: 500, page: 1, lastPage: 1, startIndex: 0, endIndex: 0 },
      });
    }
    return jsonResponse({});
  });
  return { fetch, moves };
}

function renderBoard() {
  return renderRoutes([{ path: '/apps/candidates', element: <CandidatesBoardPage /> }], {
    initialEntries: [`/apps/candidates?vacancy=${VACANCY_ID}`],
  });
}

async function moveTo(user: ReturnType<typeof renderBoard>['user'], stage: string) {
  await user.click(await screen.findByRole('button', { name: /Move Ana Torres to/ }));
  await user.click(await screen.findByRole('button', { name: stage }));
}

describe('CandidatesBoardPage', () => {
  it('confirms a move with a toast whose Undo moves the card back through the API', async () => {
    const { moves } = api();
    const { user } = renderBoard();
    await moveTo(user, 'Screening');

    const toast = await screen.findByText('Ana Torres moved to Screening.');
    expect(moves).toEqual(['screening']);
    const undo = within(toast.closest('.toast') as HTMLElement).getByRole('button', {
      name: 'Undo',
    });
    await user.click(undo);

    await waitFor(() => expect(moves).toEqual(['screening', 'applied']));
    expect(await screen.findByText('Ana Torres is back in Applied.')).toBeInTheDocument();
    // Undoing offers no second Undo.
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByTestId('column-applied')).getByText('Ana Torres')).toBeVisible(),
    );
  });

  it('shows the server’s refusal and no success toast when a move fails', async () => {
    const { fetch } = api();
    const base = fetch.getMockImplementation();
    fetch.mockImplementation(async (request) =>
      request.method === 'PATCH'
        ? jsonResponse(
            {
              statusCode: 422,
              message: 'All openings are filled',
              error: 'Unprocessable Entity',
              fields: { stage: ['All openings are filled'] },
            },
            422,
          )
        : (base as (request: Request) => Promise<Response>)(request),
    );
    const { user } = renderBoard();
    await moveTo(user, 'Hired');
    expect(await screen.findByTestId('move-error')).toHaveTextContent('All openings are filled');
    expect(screen.queryByText('Ana Torres moved to Hired.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });
});
