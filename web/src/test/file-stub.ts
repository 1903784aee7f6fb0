/** What an imported image or SVG file resolves to under Jest: its URL. */
export default 'test-file-stub';
