import fs from 'node:fs';
import { rm } from 'node:fs/promises';
import request from 'supertest';
import { signIn } from './helpers/auth';
import { type Api, apiAs, companyInput } from './helpers/recruitment';
import { createTestApp, makeTempDir, type TestApp } from './helpers/test-app';
import { describeJsonOnly } from './helpers/test-store';
import { READY_MIN_FREE_BYTES } from '../src/store/storage-full';

/** Every write to a file answers `code`, as a file system with no space left does. */
function fillDisk(code: 'ENOSPC' | 'EDQUOT'): void {
  jest.spyOn(fs, 'write').mockImplementation(((...args: unknown[]) => {
    const callback = args[args.length - 1] as (error: NodeJS.ErrnoException) => void;
    const error: NodeJS.ErrnoException = Object.assign(
      new Error(`${code}: no space left on device, write`),
      { code, syscall: 'write' },
    );
    process.nextTick(callback, error);
  }) as typeof fs.write);
}

describeJsonOnly('fails the data folder’s own writes', 'a full disk', () => {
  let testApp: TestApp;
  let api: Api;
  const http = () => request(testApp.app.getHttpServer());
  const companyNames = async () =>
    ((await api.get('/api/companies?size=100').expect(200)).body.items as { name: string }[]).map(
      (company) => company.name,
    );

  beforeEach(async () => {
    testApp = await createTestApp();
    api = apiAs(testApp.app, await signIn(testApp.app));
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await testApp.close();
  });

  it.each(['ENOSPC', 'EDQUOT'] as const)(
    'answers a write 507 storage-full on %s, reports it in health and readiness, and recovers with the next write',
    async (code) => {
      fillDisk(code);
      const refused = companyInput();
      const answer = await api.post('/api/companies').send(refused).expect(507);
      expect(answer.body).toEqual({
        statusCode: 507,
        requestId: expect.any(String),
        error: 'Insufficient Storage',
        code: 'storage-full',
        message: expect.stringContaining('no disk space left'),
      });
      expect(await companyNames()).not.toContain(refused.name);

      // Liveness stays 200 (the process is fine); readiness takes the server out.
      const health = await http().get('/api/health').expect(200);
      expect(health.body).toMatchObject({
        status: 'degraded',
        store: { status: 'unavailable', writable: false, storageFull: true },
      });
      const ready = await http().get('/api/health/ready').expect(503);
      expect(ready.body).toMatchObject({ statusCode: 503, code: 'storage-full' });

      jest.restoreAllMocks();
      const accepted = companyInput();
      await api.post('/api/companies').send(accepted).expect(201);
      expect((await http().get('/api/health').expect(200)).body).toMatchObject({
        status: 'ok',
        store: { status: 'ok', writable: true, storageFull: false },
      });
      expect((await http().get('/api/health/ready').expect(200)).body).toEqual({ ready: true });
      expect(await companyNames()).toContain(accepted.name);
    },
  );

  it('recovers through the health check’s own probe once space is freed, losing nothing acknowledged', async () => {
    // A folder of the test's own, kept over the restart below.
    const dataDir = await makeTempDir('talento-full-');
    await testApp.close();
    testApp = await createTestApp({ dataDir });
    api = apiAs(testApp.app, await signIn(testApp.app));
    const before = companyInput();
    await api.post('/api/companies').send(before).expect(201);
    fillDisk('ENOSPC');
    const refused = companyInput();
    await api.post('/api/companies').send(refused).expect(507);
    // The probe writes too, and finds the disk still full.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const stillFull = await http().get('/api/health').expect(200);
    expect(stillFull.body.store).toMatchObject({ writable: false, storageFull: true });
    await http().get('/api/health/ready').expect(503);

    jest.restoreAllMocks();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const freed = await http().get('/api/health').expect(200);
    expect(freed.body.store).toMatchObject({ writable: true, storageFull: false });
    await http().get('/api/health/ready').expect(200);

    // After a restart: the acknowledged company is there, the refused one is not.
    await testApp.close();
    testApp = await createTestApp({ dataDir });
    try {
      api = apiAs(testApp.app, await signIn(testApp.app));
      const names = await companyNames();
      expect(names).toContain(before.name);
      expect(names).not.toContain(refused.name);
    } finally {
      await testApp.close();
      testApp = await createTestApp();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('takes the server out of readiness while its disk has almost no room left, before a write fails', async () => {
    const blocks = READY_MIN_FREE_BYTES / 4096;
    let available = blocks - 1;
    const statfs = jest.spyOn(fs, 'statfs').mockImplementation(((...args: unknown[]) => {
      const callback = args[args.length - 1] as (error: null, stats: fs.StatsFs) => void;
      process.nextTick(callback, null, { bsize: 4096, bavail: available } as fs.StatsFs);
    }) as typeof fs.statfs);

    const ready = await http().get('/api/health/ready').expect(503);
    expect(ready.body).toMatchObject({ statusCode: 503, code: 'storage-full' });
    expect(statfs).toHaveBeenCalledWith(testApp.dataDir, expect.any(Function));
    // Alive all the same: the process itself is fine.
    await http().get('/api/health/live').expect(200);

    available = blocks;
    expect((await http().get('/api/health/ready').expect(200)).body).toEqual({ ready: true });
  });
});
