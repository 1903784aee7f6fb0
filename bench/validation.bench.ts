/**
 * Validation benchmark: `npx tsx bench/validation.bench.ts [--iterations 20000]`.
 *
 * Times what a JSON body goes through in the validation pipe (plainToInstance, then
 * validateSync with the pipe's options), with class-validator's own metadata look-ups and
 * with the cache that replaces them (server/src/common/validation/metadata-cache.ts), every
 * DTO of the application loaded as in a running server. The two take turns, three rounds
 * each, and the medians are printed: the cache earns its place while it saves a good share
 * of a request's time (compare with the PATCH of http.bench.ts).
 */
import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync } from 'class-validator';
import { AppModule } from '../server/src/app.module';
import { resolveEchoedShapes } from '../server/src/common/validation/echoed';
import { cacheValidationMetadata } from '../server/src/common/validation/metadata-cache';
import { VALIDATOR_OPTIONS } from '../server/src/common/validation/validate-plain';
import { CreateApplicantDto } from '../server/src/modules/applicants/dto/applicant.dto';
import { UpdateProductDto } from '../server/src/modules/inventory/dto/inventory.dto';

const iterationsArg = process.argv.indexOf('--iterations');
const ITERATIONS = iterationsArg > 0 ? Number(process.argv[iterationsArg + 1]) : 20_000;
const ROUNDS = 3;

type Storage = ReturnType<typeof getMetadataStorage>;
const ID = '2b3c4d5e-6f70-4812-9a3b-4c5d6e7f8091';
const BODIES: [string, new () => object, Record<string, unknown>][] = [
  ['PATCH one product (as http.bench.ts)', UpdateProductDto, { id: ID, product: { stock: 7 } }],
  [
    'PATCH one product, 8 fields',
    UpdateProductDto,
    {
      id: ID,
      product: {
        name: 'Cog',
        description: 'A cog.',
        sku: 'C-1',
        stock: 3,
        reserved: 0,
        basePrice: 12.5,
        taxPercent: 21,
        active: true,
      },
    },
  ],
  [
    'create an applicant, 6 fields',
    CreateApplicantDto,
    {
      firstName: 'Ana',
      lastName: 'Pérez',
      email: 'ana@example.com',
      phone: '+34 600 111 222',
      city: 'Madrid',
      consent: true,
    },
  ],
];

// Every controller's DTOs defined, so class-validator looks through as many as in a server.
void AppModule;
resolveEchoedShapes();
cacheValidationMetadata();
const storage = getMetadataStorage() as Partial<Storage>;
const cached = {
  lookup: storage.getTargetValidationMetadatas!,
  group: storage.groupByPropertyName!,
};

/** Puts the cache's methods on the storage, or takes them off (class-validator's own). */
function useCache(on: boolean): void {
  if (on) {
    storage.getTargetValidationMetadatas = cached.lookup;
    storage.groupByPropertyName = cached.group;
  } else {
    delete storage.getTargetValidationMetadatas;
    delete storage.groupByPropertyName;
  }
}

/** Microseconds per body, `ITERATIONS` times after a warm-up. */
function time(type: new () => object, body: Record<string, unknown>): number {
  const once = () => validateSync(plainToInstance(type, body), VALIDATOR_OPTIONS);
  if (once().length > 0) throw new Error(`The sample body of ${type.name} does not validate`);
  for (let i = 0; i < 2_000; i += 1) once();
  const started = process.hrtime.bigint();
  for (let i = 0; i < ITERATIONS; i += 1) once();
  return Number(process.hrtime.bigint() - started) / 1_000 / ITERATIONS;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

console.log(`${ITERATIONS} validations a round, ${ROUNDS} rounds each, medians:\n`);
for (const [name, type, body] of BODIES) {
  const samples = { plain: [] as number[], cached: [] as number[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    useCache(false);
    samples.plain.push(time(type, body));
    useCache(true);
    samples.cached.push(time(type, body));
  }
  const plain = median(samples.plain);
  const withCache = median(samples.cached);
  console.log(
    `${name.padEnd(38)} class-validator ${plain.toFixed(1).padStart(6)} µs, ` +
      `cached ${withCache.toFixed(1).padStart(6)} µs, saves ${(plain - withCache).toFixed(1)} µs`,
  );
}
