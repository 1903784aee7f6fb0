import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { editorOf, findRichTextbox, typeRichText } from '../../../test/rich-text';
import { ComposeDialog } from './ComposeDialog';

const QUOTE =
  '<p></p><p>Ana wrote:</p><blockquote><p>Hello <strong>there</strong></p></blockquote>';

describe('ComposeDialog', () => {
  it('shows a quoted reply formatted and sends what is written as HTML', async () => {
    const sent: unknown[] = [];
    stubFetch(async (request) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/apps/mailbox/mail') {
        sent.push(await request.json());
      }
      return jsonResponse({ id: 'm1', attachments: [] });
    });
    const onClose = jest.fn();
    const { user } = renderWithProviders(
      <ComposeDialog
        start={{ to: ['ana@example.com'], subject: 'Re: Hello', content: QUOTE }}
        onClose={onClose}
        notify={jest.fn()}
      />,
    );
    const body = await findRichTextbox('Message');
    expect(body.querySelector('blockquote strong')).toHaveTextContent('there');
    expect(body).not.toHaveTextContent('<strong>');

    // A reply written above the quote, in bold.
    editorOf(body).commands.focus('start');
    // TipTap focuses on the next frame: the shortcut must not reach the page before it.
    await waitFor(() => expect(body).toHaveFocus());
    await user.keyboard('{Control>}b{/Control}');
    typeRichText(body, 'Thanks');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        mail: expect.objectContaining({
          to: ['ana@example.com'],
          content:
            '<p><strong>Thanks</strong></p><p>Ana wrote:</p><blockquote><p>Hello <strong>there</strong></p></blockquote>',
        }),
      },
    ]);
  });
});
