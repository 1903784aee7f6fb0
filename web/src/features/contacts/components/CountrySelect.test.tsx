import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../../test/render';
import type { Country } from '../api/contacts-api';
import { CountrySelect } from './CountrySelect';

// As the API answers them: lower-case iso, English names the reader's language replaces.
const COUNTRIES: Country[] = [
  { id: 'de', iso: 'de', name: 'Germany (API)', code: '+49', flagImagePos: '' },
  { id: 'es', iso: 'es', name: 'Spain (API)', code: '+34', flagImagePos: '' },
];

function Harness({ initial, onChange }: { initial: string; onChange: (id: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <CountrySelect
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
      countries={COUNTRIES}
      label="Country of phone number 1"
    />
  );
}

describe('CountrySelect', () => {
  it('shows the chosen country’s flag and name from its lower-case iso', async () => {
    const onChange = jest.fn();
    const { user, container } = renderWithProviders(<Harness initial="de" onChange={onChange} />);
    const toggle = screen.getByRole('button', { name: 'Country of phone number 1: Germany +49' });
    expect(container.querySelector('.fi.fi-de')).toBeInTheDocument();

    await user.click(toggle);
    const spain = await screen.findByRole('button', { name: /Spain/ });
    expect(within(spain).getByText('Spain')).toBeInTheDocument();
    expect(spain.querySelector('.fi.fi-es')).toBeInTheDocument();
    await user.click(spain);
    expect(onChange).toHaveBeenCalledWith('es');
    expect(
      screen.getByRole('button', { name: 'Country of phone number 1: Spain +34' }),
    ).toBeInTheDocument();
  });

  it('finds a country named in upper case', () => {
    renderWithProviders(<Harness initial="DE" onChange={jest.fn()} />);
    expect(
      screen.getByRole('button', { name: 'Country of phone number 1: Germany +49' }),
    ).toBeInTheDocument();
  });
});
