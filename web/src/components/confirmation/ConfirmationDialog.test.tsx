import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmationDialog } from './ConfirmationDialog';
import { type ConfirmationOptions, confirmationConfig } from './confirmation-config';

const TEXTS = {
  title: 'Discard changes?',
  message: 'They are lost.',
  confirm: 'Discard',
  cancel: 'Keep editing',
};

function ask(options: ConfirmationOptions = {}) {
  const onClose = jest.fn();
  render(<ConfirmationDialog config={confirmationConfig(options, TEXTS)} onClose={onClose} />);
  return { onClose, user: userEvent.setup() };
}

describe('ConfirmationDialog', () => {
  it('starts on Cancel, the choice that changes nothing', async () => {
    ask();
    expect(await screen.findByRole('button', { name: 'Keep editing' })).toHaveFocus();
  });

  it('answers Escape as Cancel, even when a click beside it does nothing', async () => {
    const { onClose, user } = ask();
    await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(document.querySelector('.modal')!);
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('cancelled');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps a dialog without Cancel open on Escape unless it is dismissible', async () => {
    const { onClose, user } = ask({ actions: { cancel: { show: false } } });
    await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
