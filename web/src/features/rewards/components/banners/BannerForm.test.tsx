import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { itResolvesVersionConflicts, VERSIONS } from '../../../../test/version-conflict';
import { banner } from '../../testing/fake-api';
import { BannerForm } from './BannerForm';

const READ = { ...banner('b1', 'Winter trivia', 1), version: VERSIONS.read };

describe('BannerForm, when someone else changed the banner meanwhile', () => {
  const onSaved = jest.fn();
  beforeEach(() => onSaved.mockReset());

  itResolvesVersionConflicts({
    isSave: (request) => request.method === 'PATCH',
    theirs: { ...READ, link: '/apps/trivias', active: false, version: VERSIONS.theirs },
    open: () =>
      renderWithProviders(<BannerForm banner={READ} backTo="/apps/banners" onSaved={onSaved} />),
    editAndSave: async (user) => {
      await user.type(screen.getByLabelText('Title'), ' quiz');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
    },
    changed: 'Link, Active',
    edits: { title: 'Winter trivia quiz' },
    expectTheirs: () => {
      expect(screen.getByLabelText('Title')).toHaveValue('Winter trivia');
      expect(screen.getByLabelText('Link')).toHaveValue('/apps/trivias');
    },
    expectSaved: () =>
      expect(onSaved).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Winter trivia quiz' }),
        false,
      ),
  });
});
