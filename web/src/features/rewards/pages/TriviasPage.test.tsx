import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import type { Member } from '../api/members';
import type { OpenTrivia, Trivia, TriviaCompletion } from '../api/trivias';
import { TriviasPage } from './TriviasPage';

const ANA = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ana',
  surname: 'López',
  email: 'ana@example.com',
  points: 300,
  status: 'active',
} as Member;

const DAY = 86_400_000;
const now = Date.now();

function trivia(id: string, title: string, change: Partial<Trivia> = {}): Trivia {
  return {
    id,
    title,
    description: '',
    questions: [
      {
        id: `${id}-q1`,
        text: 'What is the capital of Mexico?',
        options: ['Guadalajara', 'Mexico City'],
        answer: 1,
      },
      { id: `${id}-q2`, text: 'How many states?', options: ['31', '32'], answer: 1 },
    ],
    points: 100,
    active: true,
    startsAt: new Date(now - DAY).toISOString(),
    endsAt: new Date(now + 10 * DAY).toISOString(),
    completions: 0,
    createdAt: new Date(now - 2 * DAY).toISOString(),
    updatedAt: new Date(now - 2 * DAY).toISOString(),
    ...change,
  };
}

const GEOGRAPHY = trivia('b0000000-0000-4000-8000-000000000001', 'Geography of Mexico', {
  completions: 1,
});
const HISTORY = trivia('b0000000-0000-4000-8000-000000000002', 'History quiz');

function completion(id: string, change: Partial<TriviaCompletion> = {}): TriviaCompletion {
  return {
    id,
    triviaId: GEOGRAPHY.id,
    triviaTitle: GEOGRAPHY.title,
    memberId: ANA.id,
    memberName: 'Ana López',
    answers: [1, 0, 1, 1],
    score: 3,
    pointsAwarded: 75,
    completedAt: '2026-10-04T15:30:00.000Z',
    byAccountId: 'c0000000-0000-4000-8000-000000000001',
    ...change,
  };
}

const page = <T,>(items: T[]) => ({
  items,
  pagination: { length: items.length, size: 10, page: 1, lastPage: 1 },
});

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A small stand-in for the trivias API, recording every call. */
function fakeServer({
  trivias = [GEOGRAPHY, HISTORY],
  completions = [
    completion('c1'),
    completion('c2', {
      memberName: 'Luis Gómez',
      triviaId: HISTORY.id,
      triviaTitle: HISTORY.title,
      answers: [1, 1],
      score: 2,
      pointsAwarded: 100,
    }),
  ],
  open = [] as OpenTrivia[],
} = {}) {
  const calls: Call[] = [];
  const failures = new Map<string, { status: number; body: Record<string, unknown> }>();
  stubFetch(async (request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    calls.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
    const failure = failures.get(`${request.method} ${url.pathname}`);
    if (failure) {
      return jsonResponse(
        { statusCode: failure.status, error: 'Error', ...failure.body },
        failure.status,
      );
    }
    if (url.pathname === '/api/members') return jsonResponse(page([ANA]));
    if (url.pathname === '/api/trivias/open') return jsonResponse(open);
    if (url.pathname === '/api/trivias/completions') {
      const triviaId = url.searchParams.get('triviaId');
      return jsonResponse(
        page(completions.filter((one) => !triviaId || one.triviaId === triviaId)),
      );
    }
    if (url.pathname === '/api/trivias' && request.method === 'GET')
      return jsonResponse(page(trivias));
    if (url.pathname === '/api/trivias' && request.method === 'POST') {
      return jsonResponse({ ...trivia('b0000000-0000-4000-8000-000000000009', 'x'), ...body }, 201);
    }
    const completing = /^\/api\/trivias\/([^/]+)\/completions$/.exec(url.pathname);
    if (completing) {
      const taken = open.find((one) => one.id === completing[1])!;
      return jsonResponse({
        ...completion('c9', { triviaId: taken.id, triviaTitle: taken.title }),
        answers: body!.answers,
        score: 1,
        pointsAwarded: 50,
        correctAnswers: [1, 1],
        memberPoints: 350,
      });
    }
    const one = /^\/api\/trivias\/([^/]+)$/.exec(url.pathname);
    const current = trivias.find((item) => item.id === one?.[1]);
    if (current) return jsonResponse({ ...current, ...body });
    return jsonResponse({});
  });
  return {
    calls,
    actions: () => calls.filter((call) => call.method !== 'GET'),
    fail: (method: string, path: string, status: number, body: Record<string, unknown>) =>
      failures.set(`${method} ${path}`, { status, body }),
  };
}

function renderPage(path = '/apps/trivias-completadas') {
  return renderRoutes([{ path: '/apps/trivias-completadas', element: <TriviasPage /> }], {
    initialEntries: [path],
  });
}

const row = (text: string) => screen.getAllByText(text)[0].closest('tr') as HTMLElement;

describe('TriviasPage', () => {
  it('lists completions with the score as n/m and filters them by trivia', async () => {
    const server = fakeServer();
    const { user, router } = renderPage();
    expect(await screen.findByText('Luis Gómez')).toBeInTheDocument();
    const ana = screen.getByText('Ana López').closest('tr') as HTMLElement;
    expect(ana).toHaveTextContent('Geography of Mexico');
    expect(within(ana).getByText('3/4')).toBeInTheDocument();
    expect(ana).toHaveTextContent('75');
    expect(within(row('Luis Gómez')).getByText('2/2')).toBeInTheDocument();

    const filter = screen.getByRole('combobox', { name: 'Trivia' });
    await waitFor(() =>
      expect(within(filter).getByRole('option', { name: 'History quiz' })).toBeInTheDocument(),
    );
    await user.selectOptions(filter, 'History quiz');
    await waitFor(() => expect(router.state.location.search).toBe(`?trivia=${HISTORY.id}`));
    await waitFor(() => expect(screen.queryByText('Ana López')).not.toBeInTheDocument());
    const last = server.calls.filter((call) => call.path === '/api/trivias/completions').at(-1);
    expect(last?.query.get('triviaId')).toBe(HISTORY.id);
  });

  it('lists the trivias on their tab with their state and completions', async () => {
    fakeServer({
      trivias: [
        GEOGRAPHY,
        trivia('b0000000-0000-4000-8000-000000000003', 'Old quiz', { active: false }),
      ],
    });
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Trivias' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=trivias'));
    expect(await screen.findByRole('button', { name: 'Geography of Mexico' })).toBeInTheDocument();
    expect(row('Geography of Mexico')).toHaveTextContent('Open');
    expect(row('Old quiz')).toHaveTextContent('Inactive');
  });

  it('adds a question to a new trivia and refuses a question without a marked answer', async () => {
    const server = fakeServer();
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'New trivia' }));
    const dialog = await screen.findByRole('dialog', { name: 'New trivia' });
    await user.type(within(dialog).getByLabelText('Title'), 'Fruits');
    const first = within(dialog)
      .getByRole('heading', { name: 'Question 1' })
      .closest('.card') as HTMLElement;
    await user.type(within(first).getByLabelText('Question'), 'Which one is yellow?');
    await user.type(within(first).getByLabelText('Option 1 of question 1'), 'Banana');
    await user.type(within(first).getByLabelText('Option 2 of question 1'), 'Cherry');
    await user.click(
      within(first).getByRole('radio', { name: 'Option 1 is the right answer to question 1' }),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    const second = within(dialog)
      .getByRole('heading', { name: 'Question 2' })
      .closest('.card') as HTMLElement;
    expect(within(second).getByLabelText('Question')).toHaveFocus();
    await user.type(within(second).getByLabelText('Question'), 'Which one is red?');
    await user.type(within(second).getByLabelText('Option 1 of question 2'), 'Cherry');
    await user.type(within(second).getByLabelText('Option 2 of question 2'), 'Lime');
    await user.click(within(second).getByRole('button', { name: 'Add option to question 2' }));
    await user.type(within(second).getByLabelText('Option 3 of question 2'), 'Kiwi');

    await user.click(within(dialog).getByRole('button', { name: 'Create trivia' }));
    expect(await within(second).findByText('Mark the right answer.')).toBeInTheDocument();
    expect(within(first).queryByText('Mark the right answer.')).not.toBeInTheDocument();
    expect(server.actions()).toEqual([]);

    await user.click(
      within(second).getByRole('radio', { name: 'Option 1 is the right answer to question 2' }),
    );
    // Moving the second question up keeps its answer with it.
    await user.click(within(second).getByRole('button', { name: 'Move question 2 up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create trivia' }));
    expect(await screen.findByText('Fruits was created.')).toBeInTheDocument();
    const [post] = server.actions();
    expect(post).toMatchObject({ method: 'POST', path: '/api/trivias' });
    expect((post.body as { questions: unknown }).questions).toEqual([
      { text: 'Which one is red?', options: ['Cherry', 'Lime', 'Kiwi'], answer: 0 },
      { text: 'Which one is yellow?', options: ['Banana', 'Cherry'], answer: 0 },
    ]);
    expect(post.body).toMatchObject({ title: 'Fruits', points: 100, active: true });
  });

  it('keeps the marked answer on its option when another option is removed', async () => {
    const server = fakeServer();
    const { user } = renderPage('/apps/trivias-completadas?tab=trivias');
    await user.click(await screen.findByRole('button', { name: 'Edit History quiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit History quiz' });
    const first = within(dialog)
      .getByRole('heading', { name: 'Question 1' })
      .closest('.card') as HTMLElement;
    await user.click(within(first).getByRole('button', { name: 'Add option to question 1' }));
    await user.type(within(first).getByLabelText('Option 3 of question 1'), 'Monterrey');
    await user.click(within(first).getByRole('button', { name: 'Remove option 1 of question 1' }));
    expect(
      within(first).getByRole('radio', { name: 'Option 1 is the right answer to question 1' }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('History quiz was saved.')).toBeInTheDocument();
    const [patch] = server.actions();
    expect(
      (patch.body as { questions: { options: string[]; answer: number }[] }).questions[0],
    ).toEqual({
      id: `${HISTORY.id}-q1`,
      text: 'What is the capital of Mexico?',
      options: ['Mexico City', 'Monterrey'],
      answer: 0,
    });
  });

  it('shows the server’s 409 on questions and keeps what was typed', async () => {
    const server = fakeServer();
    const message =
      'Trivia History quiz has 1 completion: its questions can no longer change (its title, description, points, dates and active still can)';
    server.fail('PATCH', `/api/trivias/${HISTORY.id}`, 409, {
      message,
      fields: { questions: [message] },
    });
    const { user } = renderPage('/apps/trivias-completadas?tab=trivias');
    await user.click(await screen.findByRole('button', { name: 'Edit History quiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit History quiz' });
    const first = within(dialog)
      .getByRole('heading', { name: 'Question 1' })
      .closest('.card') as HTMLElement;
    await user.clear(within(first).getByLabelText('Question'));
    await user.type(within(first).getByLabelText('Question'), 'Capital city?');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByTestId('questions-error')).toHaveTextContent(message);
    expect(within(first).getByLabelText('Question')).toHaveValue('Capital city?');
    expect(screen.queryByText('History quiz was saved.')).not.toBeInTheDocument();
  });

  it('locks the questions of a trivia members have completed and leaves them out of the save', async () => {
    const server = fakeServer();
    const { user } = renderPage('/apps/trivias-completadas?tab=trivias');
    await user.click(await screen.findByRole('button', { name: 'Edit Geography of Mexico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Geography of Mexico' });
    expect(within(dialog).getByText(/1 member has completed this trivia/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add question' })).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Points'));
    await user.type(within(dialog).getByLabelText('Points'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Geography of Mexico was saved.')).toBeInTheDocument();
    const [patch] = server.actions();
    expect(patch.body).toMatchObject({ points: 150 });
    expect(patch.body).not.toHaveProperty('questions');
  });

  it('offers to deactivate a trivia the server will not delete', async () => {
    const server = fakeServer();
    const message =
      'Trivia Geography of Mexico has 1 completion; it cannot be deleted, deactivate it instead (active: false)';
    server.fail('DELETE', `/api/trivias/${GEOGRAPHY.id}`, 409, {
      message,
      fields: { active: [message] },
    });
    const { user } = renderPage('/apps/trivias-completadas?tab=trivias');
    await user.click(await screen.findByRole('button', { name: 'Delete Geography of Mexico' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this trivia?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    // The delete goes once its Undo is no longer offered; the refusal comes then.
    const deleted = await screen.findByText('Geography of Mexico was deleted.');
    expect(server.actions()).toEqual([]);
    await user.click(
      within(deleted.closest('.toast') as HTMLElement).getByRole('button', { name: 'Dismiss' }),
    );
    const refused = await screen.findByRole('dialog', { name: 'This trivia cannot be deleted' });
    expect(refused).toHaveTextContent(message);
    await user.click(within(refused).getByRole('button', { name: 'Deactivate it' }));
    expect(
      await screen.findByText(
        'Geography of Mexico was deactivated: members can no longer take it.',
      ),
    ).toBeInTheDocument();
    expect(server.actions().map((call) => [call.method, call.body])).toEqual([
      ['DELETE', undefined],
      ['PATCH', { active: false }],
    ]);
  });

  it('records a completion: member, open trivia, answers; the notice tells score and points', async () => {
    const open: OpenTrivia[] = [
      {
        id: HISTORY.id,
        title: HISTORY.title,
        description: '',
        points: 100,
        startsAt: HISTORY.startsAt,
        endsAt: HISTORY.endsAt,
        questions: HISTORY.questions.map(({ id, text, options }) => ({ id, text, options })),
      },
    ];
    const server = fakeServer({ open });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Record a completion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a completion' });
    expect(within(dialog).getByRole('button', { name: 'Record answers' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Member'), 'Ana');
    await user.click(await screen.findByText('ana@example.com'));
    await user.click(await within(dialog).findByRole('radio', { name: /History quiz/ }));
    await user.click(within(dialog).getByRole('radio', { name: 'Mexico City' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record answers' }));
    expect(await within(dialog).findByText('Choose an answer.')).toBeInTheDocument();
    expect(server.actions()).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: '31' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record answers' }));
    expect(
      await screen.findByText('Ana López scored 1/2 in History quiz and earned 50 points.'),
    ).toBeInTheDocument();
    expect(server.actions()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `/api/trivias/${HISTORY.id}/completions`,
        body: { memberId: ANA.id, answers: [1, 0] },
      }),
    ]);
    const asked = server.calls.find((call) => call.path === '/api/trivias/open');
    expect(asked?.query.get('memberId')).toBe(ANA.id);
  });
});
