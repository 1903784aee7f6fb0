import { JsonText, serializeReply } from './json-text';

describe('JsonText and serializeReply', () => {
  it('sends kept JSON text as it was made, and serialises anything else', () => {
    const answer = JsonText.of({ products: [{ id: 'a', name: 'Ünïcode "quoted"' }] });
    expect(serializeReply(answer)).toBe('{"products":[{"id":"a","name":"Ünïcode \\"quoted\\""}]}');
    expect(JSON.parse(serializeReply(answer))).toEqual({
      products: [{ id: 'a', name: 'Ünïcode "quoted"' }],
    });
    expect(serializeReply({ ok: true })).toBe('{"ok":true}');
    expect(serializeReply([1, 2])).toBe('[1,2]');
  });
});
