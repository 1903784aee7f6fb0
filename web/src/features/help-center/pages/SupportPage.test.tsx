import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { SupportPage } from './SupportPage';

async function fillIn(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Your name'), 'Ana Pérez');
  await user.type(screen.getByLabelText('E-mail for the answer'), 'ana@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Invoices');
  await user.type(screen.getByLabelText('How can we help?'), 'Where do I download them?');
}

describe('SupportPage', () => {
  it('checks the fields before asking the server', async () => {
    const fetch = stubFetch();
    const { user } = renderWithProviders(<SupportPage />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter an e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Write your message.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server’s field error beside the field and keeps what was typed', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          statusCode: 400,
          message: 'email must be an email',
          error: 'Bad Request',
          fields: { email: ['email must be an email'] },
        },
        400,
      ),
    );
    const { user } = renderWithProviders(<SupportPage />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const email = screen.getByLabelText('E-mail for the answer');
    await waitFor(() => expect(email).toHaveClass('is-invalid'));
    expect(screen.getByText('email must be an email')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(email).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('How can we help?')).toHaveValue('Where do I download them?');
  });

  it('sends the request and shows the success state', async () => {
    const fetch = stubFetch(async (request) => {
      const body = (await request.json()) as Record<string, string>;
      return jsonResponse(
        { ...body, id: 'r1', createdAt: '2026-04-08T10:00:00.000Z', mailed: false },
        201,
      );
    });
    const { user } = renderWithProviders(<SupportPage />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(
      await screen.findByRole('heading', { name: 'Thank you, your message is on its way' }),
    ).toHaveFocus();
    expect(screen.getByText(/ana@example\.com/)).toBeInTheDocument();
    const request = fetch.mock.calls[0][0];
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/apps/help-center/support');

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });
});
