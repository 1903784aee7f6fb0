import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../../test/fetch';
import { renderWithProviders } from '../../../../test/render';
import {
  itResolvesVersionConflictsFromAListRow,
  VERSIONS,
} from '../../../../test/version-conflict';
import type { Member } from '../../api/members';
import { MemberFormModal } from './MemberFormModal';

/** As the members list shows it: without a version. */
const ROW: Member = {
  id: 'm1',
  name: 'Ana',
  surname: 'López',
  email: 'ana@members.test',
  phone: '',
  documentId: 'DOC-1',
  company: 'Acme',
  points: 0,
  status: 'active',
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-10-01T10:00:00.000Z',
};
const READ = { ...ROW, version: VERSIONS.read };

function open(onSaved = jest.fn()) {
  return renderWithProviders(
    <MemberFormModal show member={ROW} onHide={jest.fn()} onSaved={onSaved} />,
  );
}

describe('MemberFormModal', () => {
  it('opened from a list row, reads the member for its version and shows it as it is now', async () => {
    const patches: (string | null)[] = [];
    stubFetch((request) => {
      if (request.method === 'PATCH') {
        patches.push(request.headers.get('If-Match'));
        return jsonResponse({ ...READ, company: 'Initech', version: VERSIONS.mine });
      }
      return jsonResponse({ ...READ, company: 'Initech' });
    });
    const onSaved = jest.fn();
    const { user } = open(onSaved);
    await waitFor(() => expect(screen.getByLabelText('Company')).toHaveValue('Initech'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(patches).toEqual([`"${VERSIONS.read}"`]);
  });

  describe('when someone else changed the member meanwhile', () => {
    itResolvesVersionConflictsFromAListRow({
      row: ROW,
      theirChanges: { email: 'ana@acme.test', phone: '+52 55 1234 5678' },
      open,
      edit: (user) => user.type(screen.getByLabelText('Company'), ' Corp'),
      expectEdited: () => expect(screen.getByLabelText('Company')).toHaveValue('Acme Corp'),
      save: 'Save',
      changed: 'Email, Phone',
      edits: { company: 'Acme Corp' },
      expectTheirs: () => {
        expect(screen.getByLabelText('Company')).toHaveValue('Acme');
        expect(screen.getByLabelText('Email')).toHaveValue('ana@acme.test');
      },
    });
  });
});
