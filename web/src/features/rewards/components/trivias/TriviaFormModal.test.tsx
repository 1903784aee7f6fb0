import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { itResolvesVersionConflictsFromAListRow } from '../../../../test/version-conflict';
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
  itResolvesVersionConflictsFromAListRow({
    row: ROW,
    theirChanges: { points: 250 },
    open: (onSaved) =>
      renderWithProviders(
        <TriviaFormModal show trivia={ROW} onHide={jest.fn()} onSaved={onSaved} />,
      ),
    edit: (user) => user.type(screen.getByLabelText('Title'), ' quiz'),
    expectEdited: () =>
      expect(screen.getByLabelText('Title')).toHaveValue('Geography of Mexico quiz'),
    save: 'Save changes',
    changed: 'Points',
    edits: { title: 'Geography of Mexico quiz' },
    expectTheirs: () => {
      expect(screen.getByLabelText('Title')).toHaveValue('Geography of Mexico');
      expect(screen.getByLabelText('Points')).toHaveValue('250');
    },
  });
});
