import { screen, waitFor } from '@testing-library/react';
import { jsonResponse } from '../../../test/fetch';
import { renderRoutes } from '../../../test/render';
import { itTellsOfAChangeMeanwhile, VERSIONS } from '../../../test/version-conflict';
import { category, fakeRewardsApi, reward } from '../testing/fake-api';
import { RewardFormPage } from './RewardFormPage';

const CATEGORIES = [category('c1', 'Gift cards'), category('c2', 'Gadgets')];

function renderPage(path = '/mantenimiento/form_prem') {
  return renderRoutes(
    [
      { path: '/mantenimiento/form_prem', element: <RewardFormPage /> },
      { path: '/apps/premios', element: <h1>The catalogue</h1> },
    ],
    { initialEntries: [path] },
  );
}

async function chooseCategory(user: ReturnType<typeof renderPage>['user'], name: string) {
  await user.type(screen.getByLabelText('Category'), name.slice(0, 4));
  await user.click(await screen.findByText(name));
}

describe('RewardFormPage', () => {
  it('shows the server’s messages beside the fields and keeps everything typed', async () => {
    const server = fakeRewardsApi({ categories: CATEGORIES });
    server.fail('POST', '/api/rewards', {
      status: 400,
      body: {
        message: 'Invalid input',
        error: 'Bad Request',
        fields: {
          pointsCost: ['pointsCost must not be greater than 10000000'],
          categoryId: ['Category Gadgets is inactive'],
        },
      },
    });
    const { user, router } = renderPage();
    await user.type(await screen.findByLabelText('Name'), 'Smart watch');
    await user.type(screen.getByLabelText('Description'), 'A watch that counts steps.');
    await chooseCategory(user, 'Gadgets');
    await user.type(screen.getByLabelText('Points cost'), '2500');
    await user.type(screen.getByLabelText('Stock'), '3');
    await user.click(screen.getByRole('button', { name: 'Add reward' }));

    expect(
      await screen.findByText('pointsCost must not be greater than 10000000'),
    ).toBeInTheDocument();
    expect(screen.getByText('Category Gadgets is inactive')).toBeInTheDocument();
    expect(screen.getByLabelText('Points cost')).toHaveClass('is-invalid');
    expect(screen.getByLabelText('Name')).toHaveValue('Smart watch');
    expect(screen.getByLabelText('Description')).toHaveValue('A watch that counts steps.');
    expect(screen.getByLabelText('Points cost')).toHaveValue('2500');
    expect(screen.getByLabelText('Stock')).toHaveValue('3');
    expect(screen.getByText('Gadgets')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mantenimiento/form_prem');
    expect(server.changes()).toMatchObject([
      {
        method: 'POST',
        path: '/api/rewards',
        body: {
          name: 'Smart watch',
          description: 'A watch that counts steps.',
          categoryId: 'c2',
          pointsCost: 2500,
          stock: 3,
          active: true,
        },
      },
    ]);

    // Corrected, it saves and goes back to the catalogue.
    server.pass('POST', '/api/rewards');
    await user.click(screen.getByRole('button', { name: 'Add reward' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/premios'));
    expect(router.state.location.state).toMatchObject({
      // The catalogue shows the new reward first, whatever its sort.
      flash: { text: 'Smart watch was added to the catalogue.', created: { id: 'r1' } },
    });
  });

  it('checks the form before asking the server', async () => {
    const server = fakeRewardsApi({ categories: CATEGORIES });
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('Points cost'), '12.5');
    await user.click(screen.getByRole('button', { name: 'Add reward' }));
    expect(await screen.findByText("Enter the reward's name.")).toBeInTheDocument();
    expect(screen.getByText('Choose a reward category.')).toBeInTheDocument();
    expect(
      screen.getByText('Enter a whole number, without signs or decimals.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter the units in stock (0 for none).')).toBeInTheDocument();
    expect(server.changes()).toEqual([]);
  });

  it('edits a reward: its values and category shown, a PATCH on save', async () => {
    const server = fakeRewardsApi({
      categories: CATEGORIES,
      rewards: [reward('r7', 'Power bank', { categoryId: 'c2', pointsCost: 900, stock: 0 })],
    });
    const { user, router } = renderPage('/mantenimiento/form_prem?id=r7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Power bank' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toHaveValue('Power bank');
    expect(screen.getByLabelText('Points cost')).toHaveValue('900');
    expect(screen.getByText('Gadgets')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Stock'));
    await user.type(screen.getByLabelText('Stock'), '15');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/premios'));
    expect(server.changes()).toMatchObject([
      {
        method: 'PATCH',
        path: '/api/rewards/r7',
        body: { name: 'Power bank', categoryId: 'c2', pointsCost: 900, stock: 15 },
      },
    ]);
  });

  it('refuses, before uploading, a file that is not an image or is too large', async () => {
    fakeRewardsApi({ categories: CATEGORIES });
    const { user } = renderPage();
    const input = await screen.findByTestId('image-input');
    await user.upload(input, new File(['%PDF-1.7'], 'terms.png', { type: 'image/png' }));
    expect(
      await screen.findByText('terms.png is not a PNG, JPEG, GIF or WEBP image.'),
    ).toBeInTheDocument();

    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(
      await screen.findByText(/huge\.png weighs 2 MB; the limit is 2 MB\./),
    ).toBeInTheDocument();

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    await user.upload(input, new File([png], 'watch.png', { type: 'image/png' }));
    expect(await screen.findByText(/watch\.png \(12 B\)\./)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(screen.queryByText(/is not a PNG/)).not.toBeInTheDocument();
  });

  describe('when the live stream brings someone else’s change before any save', () => {
    const READ = { ...reward('r1', 'Gift card'), version: VERSIONS.read };
    itTellsOfAChangeMeanwhile({
      isRead: (request) => new URL(request.url).pathname === '/api/rewards/r1',
      read: READ,
      theirs: { ...READ, stock: 4, active: false, version: VERSIONS.theirs },
      otherwise: () => jsonResponse(CATEGORIES[0]),
      open: async () => {
        const rendered = renderPage('/mantenimiento/form_prem?id=r1');
        expect(await screen.findByLabelText('Name')).toHaveValue('Gift card');
        return rendered;
      },
      edit: (user) => user.type(screen.getByLabelText('Name'), ' plus'),
      expectEdited: () => expect(screen.getByLabelText('Name')).toHaveValue('Gift card plus'),
      changed: 'Stock, Active',
      expectTheirs: async () => {
        await waitFor(() => expect(screen.getByLabelText('Stock')).toHaveValue('4'));
        expect(screen.getByLabelText('Name')).toHaveValue('Gift card');
      },
    });
  });
});
