import { act, screen } from '@testing-library/react';
import { session } from '../../lib/session';
import { renderWithProviders } from '../../test/render';
import { Brand } from './parts';

const USER = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Lucía',
  surname: 'Fernández',
  email: 'admin@talento.local',
  avatar: null,
  empresa: 'Acme',
  ctaid: '',
  phone: '',
  language: null,
  onboarded: true,
  passwordChangeRequired: false,
  status: 'online' as const,
  roles: ['admin' as const],
};

describe('Brand', () => {
  beforeEach(() => session.start({ user: USER, accessToken: 'token', tokenType: 'bearer' }));
  afterEach(() => act(() => session.forget()));

  it("holds the product's name it shows in the link's name", () => {
    renderWithProviders(<Brand />);
    const link = screen.getByRole('link', { name: 'Talento Admin, go to the start page' });
    expect(link).toHaveTextContent('Talento Admin');
  });

  it("holds the company's name and the tagline it shows in the link's name", () => {
    renderWithProviders(<Brand company />);
    const link = screen.getByRole('link', {
      name: 'Acme Recruitment and rewards, go to the start page',
    });
    expect(link).toHaveTextContent('AcmeRecruitment and rewards');
  });
});
