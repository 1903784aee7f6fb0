import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import {
  ACTION_NOTICE_DELAY_MS,
  NOTICE_DELAY_MS,
  type NoticeAction,
  Toasts,
  useNotices,
} from './Toasts';
import { DIALOG_ROOM_PROPERTY } from './useDialogRoom';

/** A page with one button that shows a notice, with an action when one is given. */
function Page({ action, text = 'Coffee card deleted.' }: { action?: NoticeAction; text?: string }) {
  const { notices, notify, dismiss } = useNotices();
  return (
    <>
      <button type="button" onClick={() => notify('success', text, action)}>
        Change
      </button>
      <Toasts notices={notices} onClose={dismiss} />
    </>
  );
}

function undoAction() {
  return { label: 'Undo', onClick: jest.fn(), onDismiss: jest.fn() };
}

describe('Toasts', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the notice in a polite live region that is there before it', () => {
    renderWithProviders(<Page />);
    const region = document.querySelector('.app-toasts');
    expect(region).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(region).toHaveTextContent('Coffee card deleted.');
  });

  it('takes the Undo from the keyboard: Tab reaches it, Enter runs it once', async () => {
    const action = undoAction();
    const { user } = renderWithProviders(<Page action={action} />);
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.tab();
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(action.onClick).toHaveBeenCalledTimes(1);
    expect(action.onDismiss).not.toHaveBeenCalled();
    expect(screen.queryByText('Coffee card deleted.')).not.toBeInTheDocument();
    // The keyboard goes back to where it came from, not to the page's start.
    expect(screen.getByRole('button', { name: 'Change' })).toHaveFocus();
  });

  it('closes by itself after its time, longer with an action, and tells the action', () => {
    jest.useFakeTimers();
    const action = undoAction();
    renderWithProviders(<Page action={action} />);
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    act(() => jest.advanceTimersByTime(NOTICE_DELAY_MS + 100));
    // A plain notice would be gone by now; one with Undo is still there.
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(ACTION_NOTICE_DELAY_MS - NOTICE_DELAY_MS));
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(action.onDismiss).toHaveBeenCalledTimes(1);
    expect(action.onClick).not.toHaveBeenCalled();
  });

  it('closes a plain notice after its shorter time', () => {
    jest.useFakeTimers();
    renderWithProviders(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    act(() => jest.advanceTimersByTime(NOTICE_DELAY_MS - 100));
    expect(screen.getByText('Coffee card deleted.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Coffee card deleted.')).not.toBeInTheDocument();
  });

  it('waits while hovered or focused and then runs on with the time it had left', () => {
    jest.useFakeTimers();
    const action = undoAction();
    renderWithProviders(<Page action={action} />);
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    const toast = screen.getByTestId('toast');

    act(() => jest.advanceTimersByTime(ACTION_NOTICE_DELAY_MS - 2_000));
    fireEvent.mouseEnter(toast);
    act(() => jest.advanceTimersByTime(60_000));
    expect(toast).toBeInTheDocument();

    fireEvent.mouseLeave(toast);
    fireEvent.focus(screen.getByRole('button', { name: 'Undo' }));
    act(() => jest.advanceTimersByTime(60_000));
    expect(toast).toBeInTheDocument();

    fireEvent.blur(screen.getByRole('button', { name: 'Undo' }));
    act(() => jest.advanceTimersByTime(1_500));
    expect(toast).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(600));
    expect(toast).not.toBeInTheDocument();
    expect(action.onDismiss).toHaveBeenCalledTimes(1);
  });

  it('tells the action of a notice pushed out by newer ones, and Escape closes one', async () => {
    const action = undoAction();
    const user = userEvent.setup();
    function Many() {
      const { notices, notify, dismiss } = useNotices();
      return (
        <>
          <button type="button" onClick={() => notify('success', 'First', action)}>
            First
          </button>
          <button type="button" onClick={() => notify('info', `Next ${notices.length}`)}>
            Next
          </button>
          <Toasts notices={notices} onClose={dismiss} />
        </>
      );
    }
    renderWithProviders(<Many />);
    await user.click(screen.getByRole('button', { name: 'First' }));
    for (let index = 0; index < 4; index += 1) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(screen.queryByText('First', { selector: 'span' })).not.toBeInTheDocument();
    expect(action.onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('toast')).toHaveLength(4);

    fireEvent.keyDown(screen.getAllByTestId('toast')[0], { key: 'Escape' });
    expect(screen.getAllByTestId('toast')).toHaveLength(3);
  });

  it('makes a failure an alert', () => {
    function Failing() {
      const { notices, notify, dismiss } = useNotices();
      return (
        <>
          <button type="button" onClick={() => notify('danger', 'The store is read-only')}>
            Fail
          </button>
          <Toasts notices={notices} onClose={dismiss} />
        </>
      );
    }
    renderWithProviders(<Failing />);
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The store is read-only');
  });

  it('puts a newer notice of the same group in the older one’s place', () => {
    const first = undoAction();
    function Moves() {
      const { notices, notify, dismiss } = useNotices();
      return (
        <>
          <button
            type="button"
            onClick={() => notify('success', 'Ana moved', first, { group: 'move' })}
          >
            Move Ana
          </button>
          <button
            type="button"
            onClick={() => notify('success', 'Luis moved', undoAction(), { group: 'move' })}
          >
            Move Luis
          </button>
          <Toasts notices={notices} onClose={dismiss} />
        </>
      );
    }
    renderWithProviders(<Moves />);
    fireEvent.click(screen.getByRole('button', { name: 'Move Ana' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Luis' }));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast')).toHaveTextContent('Luis moved');
    expect(first.onDismiss).toHaveBeenCalledTimes(1);
  });
});

describe('Toasts over an open dialog', () => {
  const room = () => document.documentElement.style.getPropertyValue(DIALOG_ROOM_PROPERTY);

  interface Span {
    left: number;
    right: number;
  }
  /** A phone 400 px wide: the dialog and the notices both take its width. */
  const PHONE = { dialog: { left: 8, right: 392 }, notices: { left: 0, right: 400 } };
  /** 1440 px: the dialog in the middle, the notices in the bottom right corner beside it. */
  const WIDE = { dialog: { left: 470, right: 970 }, notices: { left: 1008, right: 1440 } };

  function openDialog() {
    const modal = document.createElement('div');
    modal.className = 'modal show';
    modal.innerHTML = '<div class="modal-dialog"></div>';
    document.body.append(modal);
    return modal;
  }

  /** Where things stand (jsdom lays nothing out): the stack is 80 px high with a notice. */
  function layOut({ dialog, notices }: { dialog: Span; notices: Span }) {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      if (this.classList.contains('modal-dialog')) {
        return new DOMRect(dialog.left, 8, dialog.right - dialog.left, 700);
      }
      if (this.classList.contains('app-toasts')) {
        const height = this.childElementCount > 0 ? 80 : 32;
        return new DOMRect(notices.left, 780 - height, notices.right - notices.left, height);
      }
      return new DOMRect();
    });
  }

  afterEach(() => {
    jest.restoreAllMocks();
    document.querySelectorAll('.modal').forEach((modal) => modal.remove());
  });

  it('has a dialog across the screen end above the notices while they show', async () => {
    layOut(PHONE);
    openDialog();
    const { user } = renderWithProviders(<Page />);
    expect(room()).toBe('');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(room()).toBe('80px');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(room()).toBe('');
  });

  it('makes room in a dialog that opens while a notice shows', async () => {
    layOut(PHONE);
    const { user } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(room()).toBe('');
    openDialog();
    await waitFor(() => expect(room()).toBe('80px'));
  });

  it('leaves a dialog that the notices stand beside where it is', async () => {
    layOut(WIDE);
    openDialog();
    const { user } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByText('Coffee card deleted.')).toBeInTheDocument();
    expect(room()).toBe('');
  });
});
