import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import { findToast, WithToasts } from '../../../../test/toasts';
import type { Applicant } from '../../api/applicants';
import type { Vacancy } from '../../api/vacancies';
import { AddCandidateModal } from './AddCandidateModal';

const VACANCY = {
  id: '33333333-3333-4333-8333-000000000001',
  code: 'VAC-0001',
  title: 'Analyst',
  status: 'open',
} as Vacancy;

const ANA = {
  id: '44444444-4444-4444-8444-444444444444',
  firstName: 'Ana',
  lastName: 'López',
  email: 'ana@example.com',
  city: 'Lima',
} as Applicant;

describe('AddCandidateModal', () => {
  it('says in a toast who joined the pipeline, the dialog staying open for the next', async () => {
    const posts: unknown[] = [];
    stubFetch(async (request) => {
      if (request.method === 'POST') {
        posts.push(await request.json());
        return jsonResponse({ id: 'a1', vacancyId: VACANCY.id, applicantId: ANA.id }, 201);
      }
      return jsonResponse({
        items: [ANA],
        pagination: { length: 1, size: 8, page: 1, lastPage: 1, startIndex: 0, endIndex: 0 },
      });
    });
    const { user } = renderWithProviders(
      <WithToasts>
        {(notify) => (
          <AddCandidateModal
            show
            onHide={jest.fn()}
            vacancy={VACANCY}
            inPipeline={new Set()}
            notify={notify}
          />
        )}
      </WithToasts>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add a candidate' });
    await user.click(await within(dialog).findByRole('button', { name: 'Add: Ana López' }));
    const toast = await findToast('Ana López was added to the pipeline.');
    expect(dialog).not.toContainElement(toast);
    expect(posts).toEqual([{ vacancyId: VACANCY.id, applicantId: ANA.id }]);
    await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
  });
});
