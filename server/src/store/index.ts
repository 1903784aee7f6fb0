export { Collection, type Change, type OpenMode } from './collection';
export { CorruptCollectionFileError } from './atomic-json-file';
export { defineCollection, type CollectionDefinition, type Entity } from './entity';
export { Repository } from './repository';
export { StoreModule } from './store.module';
export { StoreService, type StoreStatus } from './store.service';
export { STORE_OPTIONS, type StoreOptions } from './store.options';
export { IMAGES_DIR, minutesAgo, readSeedJson, SEED_DIR } from './seed-files';
export { upgradeEach, upgradeInOrder } from './upgrade';
