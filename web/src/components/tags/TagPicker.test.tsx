import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import type { Tag } from './TagManager';
import { TagPicker } from './TagPicker';

const TAGS: Tag[] = [
  { id: 't1', title: 'Work' },
  { id: 't2', title: 'Family' },
  { id: 't3', title: 'Friends' },
];

function renderPicker(value: string[], ns: 'contacts' | 'inventory' = 'contacts') {
  const onChange = jest.fn();
  const onManage = jest.fn();
  const view = renderWithProviders(
    <>
      <span id="tags-label">Tags</span>
      <TagPicker
        ns={ns}
        tags={TAGS}
        value={value}
        onChange={onChange}
        onManage={onManage}
        labelId="tags-label"
      />
    </>,
  );
  return { onChange, onManage, ...view };
}

describe('TagPicker', () => {
  it('shows the chosen tags as chips, each removable', async () => {
    const { user, onChange } = renderPicker(['t1', 't2']);
    expect(screen.getByRole('group', { name: 'Tags' })).toHaveTextContent('WorkFamily');
    await user.click(screen.getByRole('button', { name: /Family/ }));
    expect(onChange).toHaveBeenCalledWith(['t1']);
  });

  it('adds a tag found by the menu search, offering only the ones not chosen', async () => {
    const { user, onChange } = renderPicker(['t1'], 'inventory');
    await user.click(screen.getByRole('button', { name: 'Tag' }));
    expect(screen.queryByRole('button', { name: 'Work' })).not.toBeInTheDocument();
    // The feature's own texts: inventory calls its manager "Tags".
    expect(screen.getByRole('button', { name: 'Tags' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'fri');
    expect(screen.queryByRole('button', { name: 'Family' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Friends' }));
    expect(onChange).toHaveBeenCalledWith(['t1', 't3']);
  });
});
