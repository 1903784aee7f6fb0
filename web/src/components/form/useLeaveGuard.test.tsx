import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { renderRoutes } from '../../test/render';
import { type LeavesDraft, useLeaveGuard } from './useLeaveGuard';

/** A draft with a fake save: saving ends the draft and goes to the list, as the forms do. */
function DraftForm({ leaves }: { leaves?: LeavesDraft }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const dirty = text !== '';
  const { allowLeave } = useLeaveGuard(dirty, { leaves });
  return (
    <>
      <label>
        Title
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button
        type="button"
        onClick={() => {
          void Promise.resolve().then(() => {
            // Saved: the draft is stored, and the page moves on before it renders clean.
            allowLeave();
            void navigate('/list');
          });
        }}
      >
        Save
      </button>
      <Link to="/list" onClick={allowLeave}>
        Cancel
      </Link>
      <Link to="/list">To the list</Link>
      <Link to="?id=2">Another record</Link>
    </>
  );
}

function renderDraft(leaves?: LeavesDraft) {
  return renderRoutes(
    [
      { path: '/form', element: <DraftForm leaves={leaves} /> },
      { path: '/list', element: <h1>The list</h1> },
    ],
    { initialEntries: ['/form'] },
  );
}

/** Tries to leave for the list, and answers the question that should come. */
async function leaveAndAnswer(user: ReturnType<typeof renderDraft>['user'], answer: string) {
  await user.click(screen.getByRole('link', { name: 'To the list' }));
  const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
  await user.click(within(dialog).getByRole('button', { name: answer }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('useLeaveGuard', () => {
  it('asks only while there is a draft', async () => {
    const { user, router } = renderDraft();
    await user.click(screen.getByRole('link', { name: 'To the list' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(() => router.navigate('/form'));
    await user.type(screen.getByLabelText('Title'), 'Analyst');
    await user.click(screen.getByRole('link', { name: 'To the list' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
  });

  it('asks before leaving a draft, and stays with it on Cancel', async () => {
    const { user, router } = renderDraft();
    await user.type(screen.getByLabelText('Title'), 'Analyst');
    await user.click(screen.getByRole('link', { name: 'To the list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your changes are not saved yet.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Title')).toHaveValue('Analyst');
  });

  it('leaves on Leave', async () => {
    const { user, router } = renderDraft();
    await user.type(screen.getByLabelText('Title'), 'Analyst');
    await user.click(screen.getByRole('link', { name: 'To the list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/list');
  });

  it('goes without asking after a save, and on a Cancel that discards', async () => {
    const saved = renderDraft();
    await saved.user.type(screen.getByLabelText('Title'), 'Analyst');
    await leaveAndAnswer(saved.user, 'Cancel');
    await saved.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    saved.unmount();

    const cancelled = renderDraft();
    await cancelled.user.type(screen.getByLabelText('Title'), 'Analyst');
    await leaveAndAnswer(cancelled.user, 'Cancel');
    await cancelled.user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks again for a move after the one a save allowed', async () => {
    const { user, router } = renderDraft();
    await user.type(screen.getByLabelText('Title'), 'Analyst');
    // Allowed, but no move follows (held back here): the allowance does not outlive it.
    screen
      .getByRole('link', { name: 'Cancel' })
      .addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/form');
    await user.click(screen.getByRole('link', { name: 'To the list' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
  });

  it('counts the moves the screen says leave the draft', async () => {
    const byPath = renderDraft();
    await byPath.user.type(screen.getByLabelText('Title'), 'Analyst');
    await byPath.user.click(screen.getByRole('link', { name: 'Another record' }));
    expect(byPath.router.state.location.search).toBe('?id=2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    byPath.unmount();

    const byRecord = renderDraft(
      (current, next) =>
        new URLSearchParams(current.search).get('id') !==
        new URLSearchParams(next.search).get('id'),
    );
    await byRecord.user.type(screen.getByLabelText('Title'), 'Analyst');
    await byRecord.user.click(screen.getByRole('link', { name: 'Another record' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
    expect(byRecord.router.state.location.search).toBe('');
  });

  it('warns before a reload or a closed tab while there is a draft', async () => {
    const { user } = renderDraft();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await user.type(screen.getByLabelText('Title'), 'Analyst');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
