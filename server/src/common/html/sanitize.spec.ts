import { escapeHtml, sanitizeDocumentHtml, sanitizeInlineHtml } from './sanitize';

describe('HTML sanitising', () => {
  it('keeps inline formatting and drops scripts, handlers and javascript: links', () => {
    expect(sanitizeInlineHtml('<b onclick="x()">hi</b><script>alert(1)</script>')).toBe(
      '<b>hi</b>',
    );
    expect(sanitizeInlineHtml('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeInlineHtml('<a href="https://a.b/">x</a>')).toBe(
      '<a href="https://a.b/" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeInlineHtml('<h1>Title</h1>')).toBe('Title');
  });

  it('keeps document structure but not styles or iframes', () => {
    expect(
      sanitizeDocumentHtml(
        '<h2 style="color:red">T</h2><iframe src="x"></iframe><ul><li>a</li></ul>',
      ),
    ).toBe('<h2>T</h2><ul><li>a</li></ul>');
  });

  it('escapes plain text', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
