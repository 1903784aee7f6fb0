import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../test/i18n';
import { editorOf, findRichTextbox, selectRichText, typeRichText } from '../../test/rich-text';
import { HtmlEditor, type HtmlEditorProps, INLINE_TOOLS } from '.';

/** The editor as a form field: its value kept by the test, every change recorded. */
function Field(props: Partial<HtmlEditorProps> & { initial?: string; changes?: string[] }) {
  const { initial = '', changes = [], ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <>
      <HtmlEditor
        label="Description"
        value={value}
        onChange={(html) => {
          changes.push(html);
          setValue(html);
        }}
        {...rest}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('<p>Reset from outside</p>')}>
        Reset
      </button>
    </>
  );
}

function renderEditor(props: Parameters<typeof Field>[0] = {}) {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <Field {...props} />
    </I18nextProvider>,
  );
  return { user };
}

const editorBox = () => findRichTextbox('Description');
const value = () => screen.getByTestId('value').textContent;

describe('HtmlEditor', () => {
  it('gives the HTML of what is typed, in paragraphs', async () => {
    const { user } = renderEditor();
    const box = await editorBox();
    await user.click(box);
    typeRichText(box, 'Hello');
    await user.keyboard('{Enter}');
    typeRichText(box, 'world');
    expect(value()).toBe('<p>Hello</p><p>world</p>');
  });

  it('makes text bold from the toolbar and says so with aria-pressed', async () => {
    const { user } = renderEditor({ initial: '<p>A strong word</p>' });
    const box = await editorBox();
    await selectRichText(box, 'strong');
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    expect(value()).toBe('<p>A <strong>strong</strong> word</p>');
    expect(box.querySelector('strong')).toHaveTextContent('strong');
    // Bold again: back to plain text.
    await user.click(bold);
    expect(value()).toBe('<p>A strong word</p>');
  });

  it('makes italic text with the keyboard shortcut', async () => {
    const { user } = renderEditor();
    const box = await editorBox();
    await user.click(box);
    await user.keyboard('{Control>}i{/Control}');
    typeRichText(box, 'slanted');
    expect(value()).toBe('<p><em>slanted</em></p>');
  });

  it('makes bulleted and numbered lists and headings', async () => {
    const { user } = renderEditor();
    const box = await editorBox();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Heading' }));
    typeRichText(box, 'Offer');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    typeRichText(box, 'one');
    await user.keyboard('{Enter}');
    typeRichText(box, 'two');
    expect(value()).toBe('<h2>Offer</h2><ul><li><p>one</p></li><li><p>two</p></li></ul>');
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    // The whole list turns numbered.
    expect(value()).toBe('<h2>Offer</h2><ol><li><p>one</p></li><li><p>two</p></li></ol>');
    expect(screen.getByRole('button', { name: 'Numbered list' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('adds, edits and removes a link, refusing other schemes', async () => {
    const { user } = renderEditor({ initial: '<p>See the jobs</p>' });
    const box = await editorBox();
    await selectRichText(box, 'jobs');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByLabelText('Link address (web or email)');
    expect(address).toHaveFocus();
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(
      screen.getByText('Enter a web address (http or https) or an email address.'),
    ).toBeVisible();
    expect(value()).toBe('<p>See the jobs</p>');

    await user.clear(address);
    await user.type(address, 'example.com/jobs{Enter}');
    expect(value()).toBe(
      '<p>See the <a rel="noopener noreferrer" href="https://example.com/jobs">jobs</a></p>',
    );
    expect(screen.queryByLabelText('Link address (web or email)')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'true'),
    );

    // Edit: the field opens with the link's address (Ctrl+K).
    await user.keyboard('{Control>}k{/Control}');
    const again = screen.getByLabelText('Link address (web or email)');
    expect(again).toHaveValue('https://example.com/jobs');
    await user.clear(again);
    await user.type(again, 'jobs@example.com{Enter}');
    expect(value()).toContain('href="mailto:jobs@example.com"');

    await user.click(screen.getByRole('button', { name: 'Link' }));
    await user.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(value()).toBe('<p>See the jobs</p>');
  });

  it('gives an empty string once the text is gone, so a required field stays empty', async () => {
    const changes: string[] = [];
    const { user } = renderEditor({ initial: '<p>x</p>', changes });
    await user.click(await editorBox());
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(changes.at(-1)).toBe('');
    expect(value()).toBe('');
  });

  it('loads existing HTML formatted, not as tags, and takes a new value from outside', async () => {
    const { user } = renderEditor({
      initial: '<h3>Requisitos</h3><ul><li>Excel</li></ul><p>A <strong>fine</strong> team</p>',
    });
    const box = await editorBox();
    expect(box.querySelector('h3')).toHaveTextContent('Requisitos');
    expect(box.querySelector('li')).toHaveTextContent('Excel');
    expect(box.querySelector('strong')).toHaveTextContent('fine');
    expect(box).not.toHaveTextContent('<strong>');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(box).toHaveTextContent('Reset from outside'));
  });

  it('undoes and redoes', async () => {
    const { user } = renderEditor();
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toBeDisabled();
    const box = await editorBox();
    await user.click(box);
    typeRichText(box, 'Draft');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(value()).toBe('');
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(value()).toBe('<p>Draft</p>');
  });

  it('offers only inline tools for inline text, and drops blocks it cannot keep', async () => {
    renderEditor({ tools: INLINE_TOOLS, initial: '<h2>Title</h2><ul><li>item</li></ul>' });
    const box = await editorBox();
    expect(screen.queryByRole('button', { name: 'Bulleted list' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Underline' })).toBeInTheDocument();
    expect(box.querySelector('h2, ul')).toBeNull();
    expect(box).toHaveTextContent('Title');
  });

  it('moves between the toolbar buttons with the arrow keys, one tab stop for all', async () => {
    const { user } = renderEditor();
    await editorBox();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const tabbable = toolbar.querySelectorAll('button[tabindex="0"]');
    expect(tabbable).toHaveLength(1);
    act(() => (tabbable[0] as HTMLButtonElement).focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Subheading' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Link' })).toHaveFocus();
  });

  it('works as a react-hook-form field', async () => {
    const submitted: string[] = [];
    function Form() {
      const { control, handleSubmit } = useForm({ defaultValues: { body: '<p>Hi</p>' } });
      return (
        <form
          onSubmit={(event) => void handleSubmit((values) => submitted.push(values.body))(event)}
        >
          <Controller
            control={control}
            name="body"
            render={({ field }) => (
              <HtmlEditor
                label="Body"
                value={field.value}
                onChange={field.onChange}
                ref={field.ref}
              />
            )}
          />
          <button type="submit">Send</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <Form />
      </I18nextProvider>,
    );
    const box = await findRichTextbox('Body');
    act(() => void editorOf(box).commands.focus('end'));
    typeRichText(box, ' there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(submitted).toEqual(['<p>Hi there</p>']));
  });
});
