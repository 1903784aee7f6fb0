import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { itResolvesVersionConflicts, VERSIONS } from '../../../test/version-conflict';
import type { Contact } from '../api/contacts-api';
import { ContactForm } from './ContactForm';

const CONTACT: Contact = {
  id: '0b6b6f4e-8a7c-4f8e-9d6c-3c3c5a2b1a10',
  avatar: null,
  background: null,
  name: 'Ana Pérez',
  emails: [{ email: 'ana@work.example', label: 'Work' }],
  phoneNumbers: [{ country: 'es', phoneNumber: '612 345 678', label: 'Mobile' }],
  title: 'Recruiter',
  company: 'Talento',
  job: { title: 'Recruiter', company: 'Talento' },
  birthday: null,
  address: null,
  notes: null,
  tags: [],
};

const COUNTRIES = [
  { id: 'es', iso: 'es', name: 'Spain', code: '+34', flagImagePos: '' },
  { id: 'tr', iso: 'tr', name: 'Turkey', code: '+90', flagImagePos: '' },
];
const TAGS = [{ id: '56ddbd47-4078-4ddd-8448-73c5e88d5f59', title: 'Work' }];

function stubApi(onPatch: (body: unknown) => Response) {
  return stubFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/countries')) return jsonResponse(COUNTRIES);
    if (path.endsWith('/tags')) return jsonResponse(TAGS);
    if (request.method === 'PATCH') return onPatch(await request.json());
    return jsonResponse({ statusCode: 404, message: 'Not found', error: 'Not Found' }, 404);
  });
}

function renderForm() {
  const onDone = jest.fn();
  const result = renderWithProviders(
    <ContactForm
      contact={CONTACT}
      onDone={onDone}
      onCancel={jest.fn()}
      onManageTags={jest.fn()}
      notify={jest.fn()}
    />,
  );
  return { ...result, onDone };
}

describe('ContactForm', () => {
  it('shows the server’s field error beside the field and keeps what was typed', async () => {
    stubApi(() =>
      jsonResponse(
        {
          statusCode: 400,
          message: 'email must be an email',
          error: 'Bad Request',
          fields: { 'contact.emails.1.email': ['email must be an email'] },
        },
        400,
      ),
    );
    const { user, onDone } = renderForm();
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Ana María Pérez');
    await user.click(screen.getByRole('button', { name: 'Add an email' }));
    // The form's own checks accept it; the server (here) refuses it.
    await user.type(screen.getByLabelText('Email 2'), 'ana@second.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const second = screen.getByLabelText('Email 2');
    await waitFor(() => expect(second).toHaveClass('is-invalid'));
    const row = second.closest<HTMLElement>('[data-testid="email-row"]')!;
    expect(within(row).getByText('email must be an email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email 1')).not.toHaveClass('is-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(second).toHaveValue('ana@second.example');
    expect(screen.getByLabelText('Name')).toHaveValue('Ana María Pérez');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('checks the rows before sending and sends the field arrays in order', async () => {
    const bodies: unknown[] = [];
    stubApi((body) => {
      bodies.push(body);
      return jsonResponse({ ...CONTACT, name: 'Ana Pérez' });
    });
    const { user, onDone } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add a phone number' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a phone number or remove the row.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.type(screen.getByLabelText('Phone number 2'), '532 000 00 00');
    await user.click(screen.getByRole('button', { name: 'Remove email 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({
      id: CONTACT.id,
      contact: {
        emails: [],
        phoneNumbers: [
          { country: 'es', phoneNumber: '612 345 678', label: 'Mobile' },
          // A new row starts with the country of the one before it.
          { country: 'es', phoneNumber: '532 000 00 00', label: 'Mobile' },
        ],
        birthday: null,
        address: null,
      },
    });
  });

  describe('when someone else changed the contact meanwhile', () => {
    const READ = { ...CONTACT, version: VERSIONS.read };
    const THEIRS = { ...READ, company: 'Acme', address: 'Gran Vía 1', version: VERSIONS.theirs };
    const onDone = jest.fn();
    beforeEach(() => onDone.mockReset());

    itResolvesVersionConflicts({
      isSave: (request) => request.method === 'PATCH',
      theirs: THEIRS,
      // Its route has no id in the path: the form reads the contact as it is now.
      carriesCurrent: false,
      saved: (body) => ({ ...THEIRS, ...(body.contact as object), version: VERSIONS.mine }),
      otherwise: (request) => {
        const path = new URL(request.url).pathname;
        if (path.endsWith('/countries')) return jsonResponse(COUNTRIES);
        if (path.endsWith('/tags')) return jsonResponse(TAGS);
        return jsonResponse(THEIRS);
      },
      open: () =>
        renderWithProviders(
          <ContactForm
            contact={READ}
            onDone={onDone}
            onCancel={jest.fn()}
            onManageTags={jest.fn()}
            notify={jest.fn()}
          />,
        ),
      editAndSave: async (user) => {
        await user.type(screen.getByLabelText('Job title'), ' lead');
        await user.click(screen.getByRole('button', { name: 'Save' }));
      },
      changed: 'Company, Address',
      edits: { id: CONTACT.id, contact: expect.objectContaining({ title: 'Recruiter lead' }) },
      expectTheirs: () => {
        expect(screen.getByLabelText('Job title')).toHaveValue('Recruiter');
        expect(screen.getByLabelText('Company')).toHaveValue('Acme');
      },
      expectSaved: () =>
        expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ title: 'Recruiter lead' })),
    });
  });
});
