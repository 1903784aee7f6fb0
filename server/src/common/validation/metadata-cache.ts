import { getMetadataStorage } from 'class-validator';

type Storage = ReturnType<typeof getMetadataStorage>;
type Lookup = Storage['getTargetValidationMetadatas'];

const CACHED = Symbol('talento.cachedValidationMetadata');

/** The kept answers: per options, per class. */
const cache = new Map<string, WeakMap<object, ReturnType<Lookup>>>();

/**
 * Forgets the kept answers, for rules added to classes after they were first looked up
 * (echoed read shapes are resolved late, see `@EchoesReadShape`).
 */
export function forgetValidationMetadata(): void {
  cache.clear();
}

/**
 * class-validator looks up a class's rules again on every validation of every object,
 * and finds inherited ones by testing the class against every DTO class there is (a few
 * hundred `instanceof` checks per object). A class's rules are fixed once it is defined,
 * so the answer is kept per class and options (nested objects are looked up with their
 * parent's name as the schema). Lookups by group (which we do not use) pass through.
 */
export function cacheValidationMetadata(storage: Storage = getMetadataStorage()): void {
  const marked = storage as Storage & { [CACHED]?: true };
  if (marked[CACHED]) return;
  marked[CACHED] = true;
  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    if (groups?.length) return lookup(target, schema, always, strictGroups, groups);
    const options = `${schema}|${always}|${strictGroups}`;
    let byClass = cache.get(options);
    if (!byClass) cache.set(options, (byClass = new WeakMap()));
    let rules = byClass.get(target);
    if (!rules) byClass.set(target, (rules = lookup(target, schema, always, strictGroups, groups)));
    return rules;
  };
  // It also groups those (now stable) rules by property on every validation.
  const group = storage.groupByPropertyName.bind(storage);
  const grouped = new WeakMap<object, ReturnType<Storage['groupByPropertyName']>>();
  storage.groupByPropertyName = (rules) => {
    let byProperty = grouped.get(rules);
    if (!byProperty) grouped.set(rules, (byProperty = group(rules)));
    return byProperty;
  };
}
