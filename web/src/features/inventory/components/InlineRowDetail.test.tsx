import { render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { InlineRowDetail } from './InlineRowDetail';

function Table({ rows, open }: { rows: string[]; open: string }) {
  const container = useRef<HTMLDivElement>(null);
  return (
    <div ref={container}>
      <div className="data-table__scroll">
        <table>
          <tbody>
            {rows.map((id) => (
              <tr key={id} data-row-id={id}>
                <td>{id}</td>
                <td>cell</td>
                <td>cell</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <InlineRowDetail key={open} container={container} rowId={open} id={`detail-${open}`}>
        <p>Detail of {open}</p>
      </InlineRowDetail>
    </div>
  );
}

const order = () =>
  [...document.querySelectorAll('tbody > tr')].map(
    (row) => row.getAttribute('data-row-id') ?? row.id,
  );

describe('InlineRowDetail', () => {
  it('shows the detail in a full-width row right under its row', () => {
    render(<Table rows={['a', 'b', 'c']} open="b" />);
    expect(order()).toEqual(['a', 'b', 'detail-b', 'c']);
    expect(screen.getByText('Detail of b').closest('td')).toHaveAttribute('colspan', '3');
  });

  it('follows its row when the rows change, and leaves when the row does', async () => {
    const { rerender } = render(<Table rows={['a', 'b', 'c']} open="b" />);
    rerender(<Table rows={['c', 'b', 'a', 'd']} open="b" />);
    await waitFor(() => expect(order()).toEqual(['c', 'b', 'detail-b', 'a', 'd']));
    rerender(<Table rows={['c', 'a']} open="b" />);
    await waitFor(() => expect(order()).toEqual(['c', 'a']));
    rerender(<Table rows={['c', 'a', 'b']} open="b" />);
    await waitFor(() => expect(order()).toEqual(['c', 'a', 'b', 'detail-b']));
  });

  it('moves to another row and cleans up when it closes', () => {
    const { rerender, unmount } = render(<Table rows={['a', 'b']} open="a" />);
    rerender(<Table rows={['a', 'b']} open="b" />);
    expect(order()).toEqual(['a', 'b', 'detail-b']);
    unmount();
    expect(document.querySelector('.inline-row-detail')).toBeNull();
  });
});
