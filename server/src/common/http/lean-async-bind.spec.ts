import { AsyncLocalStorage, AsyncResource, createHook } from 'node:async_hooks';
import { nativeAsyncBind, useLeanAsyncBind } from './lean-async-bind';

describe('the lean AsyncResource.bind', () => {
  beforeAll(() => useLeanAsyncBind());

  const storage = new AsyncLocalStorage<string>();

  it.each([
    ['Node', (fn: () => unknown) => nativeAsyncBind()(fn)],
    ['lean', (fn: () => unknown) => AsyncResource.bind(fn)],
  ])('%s: runs the function in the context it was bound in, wherever it is called', (_, bind) => {
    const bound = storage.run('at bind', () => bind(() => storage.getStore()));
    expect(storage.run('at call', () => bound())).toBe('at bind');
    expect(bound()).toBe('at bind');
  });

  it('passes the arguments, the answer and the caller’s this, or the given one', () => {
    function describeCall(this: { name: string }, a: number, b: number) {
      return `${this.name} ${a + b}`;
    }
    const caller = {
      name: 'caller',
      call: AsyncResource.bind<typeof describeCall, { name: string }>(describeCall),
    };
    expect(caller.call(1, 2)).toBe('caller 3');
    const given = AsyncResource.bind(describeCall, 'given', { name: 'given' });
    expect(given.call({ name: 'caller' }, 2, 2)).toBe('given 4');
  });

  it('makes a new async resource per call, of the type given, or named after the function', () => {
    const types: string[] = [];
    const hook = createHook({
      init: (_id: number, type: string) => types.push(type),
    });
    hook.enable();
    try {
      AsyncResource.bind(function named() {});
      AsyncResource.bind(() => undefined, 'chosen');
      AsyncResource.bind(() => undefined);
    } finally {
      hook.disable();
    }
    expect(types).toEqual(['named', 'chosen', 'bound-anonymous-fn']);
  });

  it('leaves out only the deprecated asyncResource property', () => {
    const lean = AsyncResource.bind(() => undefined);
    const native = nativeAsyncBind()(() => undefined);
    expect(Object.keys(lean)).toEqual([]);
    // Node 20's bound functions carry it; a Node without it may not need this module.
    expect(Object.keys(native)).toEqual(['asyncResource']);
  });
});
