import { act, screen } from '@testing-library/react';
import { createPendingRequests } from '../lib/api/pending-requests';
import { renderWithProviders } from '../test/render';
import { LoadingBar, PROGRESS_RANGE_MESSAGE } from './LoadingBar';

describe('LoadingBar', () => {
  it('shows while at least one request is pending', () => {
    const pending = createPendingRequests();
    renderWithProviders(<LoadingBar store={pending} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => pending.start('/api/a'));
    act(() => pending.start('/api/b'));
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar).toHaveClass('loading-bar--indeterminate');

    act(() => pending.finish('/api/a'));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();

    act(() => pending.finish('/api/b'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows determinate progress', () => {
    const pending = createPendingRequests();
    pending.start('/api/upload');
    renderWithProviders(<LoadingBar store={pending} value={40} />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveClass('loading-bar--determinate');
    expect(bar).toHaveAttribute('aria-valuenow', '40');
  });

  it.each([-1, 101, Number.NaN])('refuses the progress value %p', (value) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const pending = createPendingRequests();
    pending.start('/api/upload');
    renderWithProviders(<LoadingBar store={pending} value={value} />);
    expect(error).toHaveBeenCalledWith(PROGRESS_RANGE_MESSAGE);
    expect(screen.getByRole('progressbar')).toHaveClass('loading-bar--indeterminate');
    error.mockRestore();
  });
});
