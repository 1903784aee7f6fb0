import { rm } from 'node:fs/promises';
import request from 'supertest';
import { storedRecords } from './helpers/stored';
import { createTestApp, makeTempDir } from './helpers/test-app';
import { holdNextWrite, type Widget, WidgetsModule } from './helpers/widgets.module';

/**
 * A stop (SIGTERM from Docker, a rolling restart) lets the requests in flight finish and
 * write before the store closes: none of them answers 500, and nothing they wrote is lost.
 */
describe('stopping while a request is in flight', () => {
  let dataDir: string;
  beforeAll(async () => (dataDir = await makeTempDir()));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('answers it and keeps its write, then closes the store', async () => {
    const held = holdNextWrite();
    const { app } = await createTestApp({ dataDir, imports: [WidgetsModule] });
    const answer = request(app.getHttpServer())
      .post('/api/test-widgets/held')
      .send({ name: 'In flight', size: 2 })
      .then((response) => response);
    await held.entered;

    const stopping = app.close();
    await held.stopping;
    held.release();

    expect((await answer).status).toBe(201);
    await stopping;
    const widgets = await storedRecords<Widget>(dataDir, 'widgets');
    expect(widgets.map((widget) => widget.name)).toContain('In flight');
  });
});
