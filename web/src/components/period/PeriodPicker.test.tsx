import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../test/render';
import { periodFromSearch, periodToSearch, type PeriodQuery } from './period';
import { PeriodPicker } from './PeriodPicker';

function Harness({ onChange }: { onChange: (next: PeriodQuery) => void }) {
  const [value, setValue] = useState<PeriodQuery>({ period: 'this-month' });
  return (
    <PeriodPicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('PeriodPicker', () => {
  it('applies a preset at once', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 30 days');
    expect(onChange).toHaveBeenLastCalledWith({ period: 'last-30-days' });
  });

  it('applies custom days only while they are in order', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    await user.selectOptions(screen.getByLabelText('Period'), 'Custom…');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-28' } });
    expect(onChange).toHaveBeenLastCalledWith({
      period: 'custom',
      from: '2026-02-01',
      to: '2026-02-28',
    });
    onChange.mockClear();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-05' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The last day must not be before the first.',
    );
  });
});

describe('the period in the address', () => {
  it('reads a preset, a custom period, and falls back to this month', () => {
    expect(periodFromSearch(new URLSearchParams('period=this-year'))).toEqual({
      period: 'this-year',
    });
    expect(
      periodFromSearch(new URLSearchParams('period=custom&from=2026-01-01&to=2026-01-31')),
    ).toEqual({ period: 'custom', from: '2026-01-01', to: '2026-01-31' });
    expect(
      periodFromSearch(new URLSearchParams('period=custom&from=2026-02-01&to=2026-01-31')),
    ).toEqual({ period: 'this-month' });
    expect(periodFromSearch(new URLSearchParams('period=decade'))).toEqual({
      period: 'this-month',
    });
  });

  it('writes it back beside the other parameters', () => {
    const search = new URLSearchParams('tab=funnel&from=x&to=y');
    expect(periodToSearch({ period: 'last-month' }, search).toString()).toBe(
      'tab=funnel&period=last-month',
    );
    expect(
      periodToSearch({ period: 'custom', from: '2026-01-01', to: '2026-01-02' }, search).toString(),
    ).toBe('tab=funnel&from=2026-01-01&to=2026-01-02&period=custom');
  });
});
