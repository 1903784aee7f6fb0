import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { ApiError } from '../../../lib/api/errors';
import { uploadWithProgress } from '../../../lib/api/upload';
import { renderRoutes } from '../../../test/render';
import { findRichTextbox, typeRichText } from '../../../test/rich-text';
import { NewActivityPage } from './NewActivityPage';

jest.mock('../../../lib/api/upload', () => ({
  ...jest.requireActual('../../../lib/api/upload'),
  uploadWithProgress: jest.fn(),
}));
const upload = uploadWithProgress as jest.MockedFunction<typeof uploadWithProgress>;

function FeedStandIn() {
  const state = useLocation().state as { flash?: { text: string } } | null;
  return <h1>The feed: {state?.flash?.text}</h1>;
}

function renderForm() {
  return renderRoutes(
    [
      { path: '/apps/new-activity', element: <NewActivityPage /> },
      { path: '/apps/activities', element: <FeedStandIn /> },
    ],
    { initialEntries: ['/apps/new-activity'] },
  );
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('NewActivityPage', () => {
  beforeEach(() => upload.mockReset());

  it('asks for a description and a well-formed link before posting', async () => {
    const { user } = renderForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'New Activity' })).toBeVisible();
    await user.type(screen.getByLabelText('Link (optional)'), 'apps/tablero');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Write what happened.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Enter an app route starting with / or a web address starting with http:// or https://',
      ),
    ).toBeInTheDocument();
    expect(await findRichTextbox('What happened')).toHaveAttribute('aria-invalid', 'true');
    expect(upload).not.toHaveBeenCalled();
  });

  it('posts the HTML, the link and the picture, then goes to the feed with a toast', async () => {
    upload.mockResolvedValue({ id: 'p1' });
    const { user, router } = renderForm();
    const editor = await findRichTextbox('What happened');
    await user.click(editor);
    typeRichText(editor, 'Ana joined the team');
    await user.type(screen.getByLabelText('Link (optional)'), '/apps/tablero');
    await user.type(screen.getByLabelText('Link text (optional)'), 'The summary');
    await user.upload(
      screen.getByTestId('activity-image-input'),
      new File([PNG], 'team.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'The chosen picture' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/activities'));
    // The feed renders after the navigation, and the toast with it.
    expect(
      await screen.findByRole('heading', { name: 'The feed: Your activity was posted.' }),
    ).toBeInTheDocument();
    const [options] = upload.mock.calls[0]!;
    expect(options.url).toBe('/api/pages/activities');
    expect(options.fields).toMatchObject({
      description: '<p>Ana joined the team</p>',
      link: '/apps/tablero',
      linkedContent: 'The summary',
    });
    const [file, name] = options.fields.image as [File, string];
    expect(name).toBe('team.png');
    expect(file.size).toBe(PNG.length);
  });

  it('refuses a file that is not a picture before sending anything', async () => {
    const { user } = renderForm();
    await user.upload(
      await screen.findByTestId('activity-image-input'),
      new File(['%PDF-1.7'], 'terms.png', { type: 'image/png' }),
    );
    expect(
      await screen.findByText('terms.png is not a PNG, JPEG, GIF or WEBP picture.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'The chosen picture' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal beside the field it names, keeping what was typed', async () => {
    upload.mockRejectedValue(
      new ApiError({
        statusCode: 400,
        message: 'link must be an app route starting with / or an http(s) address',
        error: 'Bad Request',
        code: 'link-invalid',
        fields: { link: ['link must be an app route starting with / or an http(s) address'] },
      }),
    );
    const { user, router } = renderForm();
    const editor = await findRichTextbox('What happened');
    await user.click(editor);
    typeRichText(editor, 'Hello');
    await user.type(screen.getByLabelText('Link (optional)'), '/apps/x');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    const link = screen.getByLabelText('Link (optional)');
    await waitFor(() => expect(link).toHaveClass('is-invalid'));
    expect(link).toHaveValue('/apps/x');
    expect(router.state.location.pathname).toBe('/apps/new-activity');
  });

  it('says when the server refuses the picture', async () => {
    upload.mockRejectedValue(
      new ApiError({ statusCode: 415, message: 'image must be a PNG', error: 'Unsupported' }),
    );
    const { user } = renderForm();
    const editor = await findRichTextbox('What happened');
    await user.click(editor);
    typeRichText(editor, 'Hello');
    await user.upload(
      screen.getByTestId('activity-image-input'),
      new File([PNG], 'odd.png', { type: 'image/png' }),
    );
    await screen.findByRole('img', { name: 'The chosen picture' });
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(
      await screen.findByText('The picture is not a PNG, JPEG, GIF or WEBP image.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The activity could not be posted')).toBeInTheDocument();
  });
});
