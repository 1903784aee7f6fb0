import { homeHref, homeParams, page, scriptJson, translator } from './public-pages';
import { plainText, shorten } from './public-vacancies';

describe('the public pages’ helpers', () => {
  it('write JSON that nothing inside a <script> can end or turn into markup', () => {
    const text = scriptJson({ title: '</script><script>alert(1)</script> <!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script> <!-- & \u2028' });
  });

  it('read the web’s texts with their values and English plurals; a missing key shows as itself', () => {
    const t = translator({
      board: { count_one: '{{count}} open position', count_other: '{{count}} open positions' },
      hello: 'Hello {{name}}',
    });
    expect(t('board.count', { count: 1 })).toBe('1 open position');
    expect(t('board.count', { count: 3 })).toBe('3 open positions');
    expect(t('hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(t('hello')).toBe('Hello {{name}}');
    expect(t('no.such.key')).toBe('no.such.key');
  });

  it('take the home page’s query from the address, leaving out what the API would refuse', () => {
    expect(
      homeParams(
        new URLSearchParams('search=%20contador%20&category=Finanzas&modality=boss&page=0'),
      ),
    ).toEqual({ search: 'contador', page: 1 });
    const params = homeParams(
      new URLSearchParams('location=M%C3%A9rida&category=finanzas&modality=remote&page=3'),
    );
    expect(params).toEqual({
      category: 'finanzas',
      modality: 'remote',
      location: 'Mérida',
      page: 3,
    });
    // One address per search, in one order, without empty fields or the first page.
    expect(homeHref(params)).toBe(
      '/home?category=finanzas&modality=remote&location=M%C3%A9rida&page=3',
    );
    expect(homeHref({ page: 1 })).toBe('/home');
  });

  it('build the page on index.html: title, description, head tags, no splash, the snapshot before #root', () => {
    const index = [
      '<html><head><meta name="description" content="Staff console" />',
      '<title>Talento Admin</title></head><body>',
      '<!-- splash: left out --><div id="splash-screen"><div>spinner</div></div><!-- /splash -->',
      '<div id="root"></div></body></html>',
    ].join('\n');
    const html = page(index, {
      title: 'Jobs & more',
      description: 'Open "jobs"',
      canonical: 'https://example.com/home',
      head: '<meta name="robots" content="noindex" />',
      body: '<h1>Snapshot</h1>',
      data: { lang: 'en' },
    });
    expect(html).toContain('<title>Jobs &amp; more</title>');
    expect(html).toContain('<meta name="description" content="Open &quot;jobs&quot;" />');
    expect(html).toContain('<link rel="canonical" href="https://example.com/home" />');
    expect(html).toContain('<meta name="robots" content="noindex" />\n</head>');
    expect(html).not.toContain('splash');
    expect(html).toMatch(
      /<div id="job-board-snapshot"><h1>Snapshot<\/h1><\/div>\n<script type="application\/json" id="job-board-data">\{"lang":"en"\}<\/script>\n<div id="root">/,
    );
  });

  it('turn a description into a short plain text for the meta description', () => {
    const text = plainText(
      '<h2>Sobre&nbsp;el puesto</h2><p>Buscamos <b>a alguien</b> &amp; más.</p>',
    );
    expect(text).toBe('Sobre el puesto Buscamos a alguien & más.');
    expect(shorten('una frase bastante larga para cortar', 20)).toBe('una frase bastante…');
    expect(shorten('corta', 20)).toBe('corta');
  });
});
