import { applyFormat } from './DescriptionEditor';

describe('applyFormat', () => {
  it('wraps the selection and selects the wrapped text', () => {
    expect(applyFormat('say hello now', 4, 9, 'bold')).toEqual({
      text: 'say <strong>hello</strong> now',
      start: 12,
      end: 17,
    });
  });

  it('makes a list item of each selected line', () => {
    expect(applyFormat('a\nb\n', 0, 4, 'list').text).toBe(
      '<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>',
    );
  });

  it('inserts a placeholder when nothing is selected', () => {
    expect(applyFormat('', 0, 0, 'italic').text).toBe('<em>…</em>');
  });
});
