import { act, fireEvent, render, screen } from '@testing-library/react';
import { ANNOUNCEMENT_CLEAR_MS, useAnnouncer } from './useAnnouncer';

function Board({ text }: { text: string }) {
  const { announce, region } = useAnnouncer();
  return (
    <>
      <button type="button" onClick={() => announce(text)}>
        Drop
      </button>
      {region}
    </>
  );
}

describe('useAnnouncer', () => {
  afterEach(() => jest.useRealTimers());

  it('says the same words again as a new message, and clears the region after a while', () => {
    jest.useFakeTimers();
    render(<Board text="Ana was dropped on Interview." />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    fireEvent.click(screen.getByRole('button', { name: 'Drop' }));
    const first = region.firstElementChild;
    expect(region).toHaveTextContent('Ana was dropped on Interview.');

    fireEvent.click(screen.getByRole('button', { name: 'Drop' }));
    expect(region).toHaveTextContent('Ana was dropped on Interview.');
    // A new node: screen readers read it, where a node left unchanged would be silent.
    expect(region.firstElementChild).not.toBe(first);

    act(() => jest.advanceTimersByTime(ANNOUNCEMENT_CLEAR_MS));
    expect(region).toBeEmptyDOMElement();
  });
});
