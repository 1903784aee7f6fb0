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

  it('keeps what the web’s rich-text editor writes, adding rel to its links', () => {
    const written =
      '<h2>Offer</h2><h3>Team</h3><p>A <strong>fine</strong> <em>team</em><br>here</p>' +
      '<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>quoted</p></blockquote>' +
      '<p><a href="https://example.com/jobs">jobs</a> <a href="mailto:ana@example.com">Ana</a></p>';
    expect(sanitizeDocumentHtml(written)).toBe(
      written
        .replace(/<a href="([^"]+)">/g, '<a href="$1" rel="noopener noreferrer">')
        .replace('<br>', '<br />'),
    );
    // An activity's editor: inline marks and links only.
    const inline =
      '<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <a href="https://a.b/">l</a></p>';
    expect(sanitizeInlineHtml(inline)).toBe(
      inline.replace(
        '<a href="https://a.b/">',
        '<a href="https://a.b/" rel="noopener noreferrer">',
      ),
    );
  });

  it('escapes plain text', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
