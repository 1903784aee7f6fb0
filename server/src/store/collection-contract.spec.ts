import {
  dataFolderDriver,
  describeCollectionContract,
} from '../../test/fixtures/collection-contract';

/** The contract both drivers keep, on the JSON files (see server/test-pg for PostgreSQL). */
describeCollectionContract('JSON files', () => dataFolderDriver('collection-contract-'));
