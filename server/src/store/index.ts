export {
  BlobStore,
  FileBlobArea,
  seedingArea,
  type BlobArea,
  type BlobReader,
  type SeedFile,
  type StoredBlob,
} from './blob-store';
export { type AppendLog, type LogEntry, type LogQuery, LogRider } from './append-log';
export { withCallContext } from './call-context';
export { LogStore } from './log-store';
export {
  CLUSTER_TIMINGS,
  ClusterService,
  type ClusterTimings,
  type SharedCounters,
  type Tally,
  type ThrottleTally,
} from './cluster';
export {
  JsonCollection,
  removeWhere,
  type Change,
  type Collection,
  type OpenMode,
} from './collection';
export {
  ChangeFeed,
  currentActor,
  type ChangeKind,
  type ChangeListener,
  type StoredChange,
} from './change-feed';
export { CorruptCollectionFileError } from './atomic-json-file';
export {
  defineCollection,
  type CollectionDefinition,
  type Entity,
  type SeedsByName,
} from './entity';
export { type StoreStep } from './journal';
export {
  recordVersion,
  VersionConflictError,
  withExpectedVersion,
  type ExpectedVersion,
} from './record-version';
export { Repository, type CollectionContract } from './repository';
export { StoreModule } from './store.module';
export {
  StoreService,
  type ListsOf,
  type ReadPort,
  type StoreStatus,
  type TogetherChange,
} from './store.service';
export { STORE_OPTIONS, type StoreOptions } from './store.options';
export { QUIET_STORE_OBSERVER, type StoreFigures, type StoreObserver } from './store-observer';
export { upgradeEach, upgradeInOrder } from './upgrade';
export { readOrCreateSecret } from './secret-file';
export { listShippedImages, SHIPPED_IMAGE_TYPES, type ShippedImage } from './shipped-images';
export { readStoredCollections } from './stored-state';
export { CorruptLogError } from './wal-file';
export { isStoreUnavailable } from './unavailable';
export { sameButStamps } from './records';
