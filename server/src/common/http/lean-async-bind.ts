import { AsyncResource } from 'node:async_hooks';

/**
 * Where Node's own `AsyncResource.bind` is kept once replaced: on the class, since a test
 * run may load this module several times in one process.
 */
const NATIVE_BIND = Symbol.for('talento.asyncResource.nativeBind');
type BindHolder = typeof AsyncResource & { [NATIVE_BIND]?: typeof AsyncResource.bind };
const holder = AsyncResource as BindHolder;

/** Node's own `AsyncResource.bind`, for the tests that compare with it. */
export function nativeAsyncBind(): typeof AsyncResource.bind {
  return (holder[NATIVE_BIND] ?? AsyncResource.bind).bind(AsyncResource);
}

/**
 * `AsyncResource.bind` as Node defines it (a new AsyncResource; the function run in its
 * scope, with the caller's `this` unless `thisArg` is given), without the `asyncResource`
 * property of the bound function. Node 20 defines that property, deprecated (DEP0172),
 * with two `util.deprecate` wrappers per call whose prototypes it sets: about 9 µs a call
 * on this machine (nodejs/node#58218; later majors made it cheap). Nest binds once per
 * interceptor and once for the handler on every request, six times with the product's
 * five global interceptors (docs/performance.md, "Every request").
 */
const leanAsyncBind: typeof AsyncResource.bind = (fn, type, thisArg) => {
  const resource = new AsyncResource(type || fn.name || 'bound-anonymous-fn');
  return function bound(this: unknown, ...args: unknown[]) {
    const self = (thisArg === undefined ? this : thisArg) as typeof thisArg;
    return resource.runInAsyncScope(fn, self, ...args);
  } as typeof fn;
};

/** Makes `AsyncResource.bind` the lean one, for the whole process (idempotent). */
export function useLeanAsyncBind(): void {
  holder[NATIVE_BIND] ??= AsyncResource.bind;
  AsyncResource.bind = leanAsyncBind;
}
