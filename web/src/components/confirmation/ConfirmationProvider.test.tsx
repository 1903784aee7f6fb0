import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../test/render';
import { useConfirmation } from './ConfirmationProvider';

const ROWS = ['Coffee', 'Tea', 'Juice'];

/** Rows deleted once confirmed: at once, or `later` (once the server agreed). */
function Rows({ later = false }: { later?: boolean }) {
  const confirm = useConfirmation();
  const [rows, setRows] = useState(ROWS);
  const remove = async (name: string) => {
    const asked = { title: `Delete ${name}?`, actions: { confirm: { label: 'Delete' } } };
    if ((await confirm(asked)) !== 'confirmed') return;
    const drop = () => setRows((current) => current.filter((row) => row !== name));
    if (later) setTimeout(drop, 500);
    else drop();
  };
  return (
    <section>
      <button type="button">Add</button>
      <ul>
        {rows.map((name) => (
          <li key={name}>
            <button type="button" onClick={() => void remove(name)}>
              Delete {name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

async function deleteRow(name: string, later = false) {
  const { user } = renderWithProviders(<Rows later={later} />);
  await user.click(screen.getByRole('button', { name: `Delete ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Delete ${name}?` });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('ConfirmationProvider', () => {
  it('gives the focus back to the control that asked when it stays', async () => {
    const { user } = renderWithProviders(<Rows />);
    await user.click(screen.getByRole('button', { name: 'Delete Tea' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Tea' })).toHaveFocus());
  });

  it('moves the focus to the row that took the deleted row’s place', async () => {
    await deleteRow('Tea');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Juice' })).toHaveFocus());
  });

  it('moves it to the row before when the last one went', async () => {
    await deleteRow('Juice');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Tea' })).toHaveFocus());
  });

  it('follows a row taken away once the server agreed, after the dialog went', async () => {
    await deleteRow('Coffee', true);
    expect(screen.getByRole('button', { name: 'Delete Coffee' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Tea' })).toHaveFocus());
  });
});
