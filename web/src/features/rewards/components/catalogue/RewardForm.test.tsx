import { screen } from '@testing-library/react';
import { jsonResponse } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { itResolvesVersionConflicts, VERSIONS } from '../../../../test/version-conflict';
import { category, reward } from '../../testing/fake-api';
import { RewardForm } from './RewardForm';

const GIFT_CARDS = category('c1', 'Gift cards');
const READ = { ...reward('r1', 'Gift card'), version: VERSIONS.read };
const THEIRS = { ...READ, stock: 4, active: false, version: VERSIONS.theirs };

describe('RewardForm, when someone else changed the reward meanwhile', () => {
  const onSaved = jest.fn();
  beforeEach(() => onSaved.mockReset());

  itResolvesVersionConflicts({
    isSave: (request) => request.method === 'PATCH',
    theirs: THEIRS,
    otherwise: () => jsonResponse(GIFT_CARDS),
    open: () =>
      renderWithProviders(
        <RewardForm reward={READ} category={GIFT_CARDS} backTo="/apps/premios" onSaved={onSaved} />,
      ),
    editAndSave: async (user) => {
      await user.type(screen.getByLabelText('Name'), ' plus');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
    },
    changed: 'Stock, Active',
    edits: { name: 'Gift card plus' },
    expectTheirs: async () => {
      expect(await screen.findByLabelText('Name')).toHaveValue('Gift card');
      expect(screen.getByLabelText('Stock')).toHaveValue('4');
      expect(screen.getByText('Gift cards')).toBeInTheDocument();
    },
    expectSaved: () =>
      expect(onSaved).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Gift card plus' }),
        false,
      ),
  });
});
