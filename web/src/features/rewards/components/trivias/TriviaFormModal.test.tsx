import { screen, waitFor } from '@testing-library/react';
import { jsonResponse } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { itResolvesVersionConflicts, VERSIONS } from '../../../../test/version-conflict';
import type { Trivia } from '../../api/trivias';
import { TriviaFormModal } from './TriviaFormModal';

/** As the trivias list shows it: without a version. */
const ROW: Trivia = {
  id: 't1',
  title: 'Geography of Mexico',
  description: '',
  questions: [
    {
      id: 'q1',
      text: 'What is the capital of Mexico?',
      options: ['Mérida', 'Mexico City'],
      answer: 1,
    },
  ],
  points: 100,
  active: true,
  startsAt: '2026-01-01T09:00:00.000Z',
  endsAt: '2026-02-01T09:00:00.000Z',
  completions: 0,
  createdAt: '2025-12-01T09:00:00.000Z',
  updatedAt: '2025-12-01T09:00:00.000Z',
};

describe('TriviaFormModal, when someone else changed the trivia meanwhile', () => {
  const onSaved = jest.fn();
  let reads = 0;
  beforeEach(() => {
    onSaved.mockReset();
    reads = 0;
  });

  itResolvesVersionConflicts({
    isSave: (request) => request.method === 'PATCH',
    theirs: { ...ROW, points: 250, version: VERSIONS.theirs },
    otherwise: () => {
      reads += 1;
      return jsonResponse({ ...ROW, version: VERSIONS.read });
    },
    open: async () => {
      const rendered = renderWithProviders(
        <TriviaFormModal show trivia={ROW} onHide={jest.fn()} onSaved={onSaved} />,
      );
      await waitFor(() => expect(reads).toBe(1));
      return rendered;
    },
    editAndSave: async (user) => {
      await user.type(screen.getByLabelText('Title'), ' quiz');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
    },
    changed: 'Points',
    edits: { title: 'Geography of Mexico quiz' },
    expectTheirs: () => {
      expect(screen.getByLabelText('Title')).toHaveValue('Geography of Mexico');
      expect(screen.getByLabelText('Points')).toHaveValue('250');
    },
    expectSaved: () =>
      expect(onSaved).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Geography of Mexico quiz' }),
        false,
      ),
  });
});
