import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { renderWithProviders } from '../../test/render';
import { RecordSelect } from './RecordSelect';

interface Person {
  id: string;
  name: string;
}
const PEOPLE: Person[] = [
  { id: 'p1', name: 'Ana Pérez' },
  { id: 'p2', name: 'Luis Gómez' },
  { id: 'p3', name: 'Ana Ruiz' },
];

function Picker({
  search,
  onPick,
}: {
  search: jest.Mock;
  onPick: (person: Person | null) => void;
}) {
  const [value, setValue] = useState<Person | null>(null);
  return (
    <>
      <label htmlFor="person">Person</label>
      <RecordSelect<Person>
        inputId="person"
        value={value}
        onChange={(person) => {
          setValue(person);
          onPick(person);
        }}
        loadOptions={search}
        getOptionValue={(person) => person.id}
        getOptionLabel={(person) => person.name}
        isOptionDisabled={(person) => person.id === 'p3'}
      />
    </>
  );
}

describe('RecordSelect', () => {
  afterEach(() => jest.useRealTimers());

  const searchPeople = () =>
    jest.fn((words: string) =>
      Promise.resolve(
        PEOPLE.filter((person) => person.name.toLowerCase().includes(words.toLowerCase())),
      ),
    );

  it('asks the server with what is typed and picks a record by keyboard', async () => {
    const search = searchPeople();
    const onPick = jest.fn();
    const { user } = renderWithProviders(<Picker search={search} onPick={onPick} />);
    const input = screen.getByLabelText('Person');
    await user.type(input, 'luis');
    await waitFor(() => expect(search).toHaveBeenCalledWith('luis'));
    expect(await screen.findByText('Luis Gómez')).toBeInTheDocument();
    expect(screen.queryByText('Ana Pérez')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(PEOPLE[1]);
    expect(screen.getByText('Luis Gómez')).toBeInTheDocument();
  });

  it('says when nothing matches and keeps disabled records from being picked', async () => {
    const search = searchPeople();
    const onPick = jest.fn();
    const { user } = renderWithProviders(<Picker search={search} onPick={onPick} />);
    const input = screen.getByLabelText('Person');
    await user.type(input, 'zzz');
    expect(await screen.findByText('Nothing matches “zzz”')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'ruiz');
    await user.click(await screen.findByText('Ana Ruiz'));
    expect(onPick).not.toHaveBeenCalled();
  });

  it('asks for the first records only when the menu first opens', async () => {
    const search = searchPeople();
    // Mounted, and every timer it set run out (a search waits for typing to pause): nothing asked.
    jest.useFakeTimers();
    const { user } = renderWithProviders(<Picker search={search} onPick={jest.fn()} />);
    await act(() => jest.runOnlyPendingTimersAsync());
    jest.useRealTimers();
    expect(search).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Person'));
    expect(await screen.findByText('Luis Gómez')).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('');
    // Closed and opened again: the page is kept.
    await user.keyboard('{Escape}');
    await user.click(screen.getByLabelText('Person'));
    expect(await screen.findByText('Ana Pérez')).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('tries the first records again at the next opening after a failed load', async () => {
    const search = jest
      .fn<Promise<Person[]>, [string]>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(PEOPLE);
    const { user } = renderWithProviders(<Picker search={search} onPick={jest.fn()} />);
    await user.click(screen.getByLabelText('Person'));
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    await user.keyboard('{Escape}');
    await user.click(screen.getByLabelText('Person'));
    expect(await screen.findByText('Luis Gómez')).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('lets Esc close the dialog it is in once its menu is closed', async () => {
    const onHide = jest.fn();
    const { user } = renderWithProviders(
      <Modal show onHide={onHide} aria-labelledby="picker-title">
        <Modal.Title id="picker-title">Pick</Modal.Title>
        <Picker search={searchPeople()} onPick={jest.fn()} />
      </Modal>,
    );
    await user.click(screen.getByLabelText('Person'));
    expect(await screen.findByText('Luis Gómez')).toBeInTheDocument();
    // The first Esc closes the menu, and only the menu...
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Luis Gómez')).not.toBeInTheDocument());
    expect(onHide).not.toHaveBeenCalled();
    // ...the next one is the dialog's.
    await user.keyboard('{Escape}');
    expect(onHide).toHaveBeenCalledTimes(1);
  });
});
