import { type IncomingMessage, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signIn } from './helpers/auth';
import { createTestApp, type TestApp } from './helpers/test-app';

const BOUNDARY = '----talento-upload-refusal';
const MIB = 1024 * 1024;

/** A multipart body of one file part named `field`, `size` bytes long. */
function multipartBody(field: string, size: number): Buffer {
  const head =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="cv.pdf"\r\n` +
    'Content-Type: application/pdf\r\n\r\n';
  return Buffer.concat([
    Buffer.from(head),
    Buffer.alloc(size, 0x41),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

interface Answer {
  status: number;
  body: { statusCode: number; message: string };
}

function readAnswer(response: IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('error', reject);
    response.on('end', () =>
      resolve({
        status: response.statusCode!,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['body'],
      }),
    );
  });
}

/**
 * Rejects after `ms` with `reason`. Only a backstop against waiting for Jest's own
 * timeout: the failure it guards against held the connection for 72 s (Fastify's
 * keep-alive timeout), while the right answer comes in milliseconds; 10 s stays far from
 * both on a busy machine.
 */
function within<T>(promise: Promise<T>, ms: number, reason: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(reason)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

describe('a refused upload, as clients that write the whole body first send it', () => {
  let testApp: TestApp;
  let token: string;
  let port: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    token = await signIn(testApp.app);
    await testApp.app.listen(0, '127.0.0.1');
    port = (testApp.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => testApp.close());

  /** A raw node:http request: nothing in between that would read or buffer for the test. */
  function post(path: string, body: Buffer) {
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        'Content-Length': body.length,
      },
    });
    const answered = new Promise<Answer>((resolve, reject) => {
      request.on('response', (response) => readAnswer(response).then(resolve, reject));
      request.on('error', reject);
    });
    // 'finish': every byte of the body went out, so the server kept reading it.
    const written = new Promise<void>((resolve, reject) => {
      request.on('finish', resolve);
      request.on('error', reject);
    });
    return { request, answered, written };
  }

  const UPLOADS = [
    ['the file manager', '/api/apps/file-manager/upload', 'file'],
    ['a contact avatar', '/api/apps/contacts/avatar', 'avatar'],
    ['an import', '/api/imports', 'file'],
    ['the public application form', '/api/public/vacancies/VAC-99999/applications', 'cv'],
  ] as const;

  it.each(UPLOADS)(
    '%s: 6 MiB under a wrong field name, written whole before reading, gets its 400',
    async (_name, path, field) => {
      const body = multipartBody('attachment', 6 * MIB);
      const { request, answered, written } = post(path, body);
      request.end(body);
      // As Python's requests does: the whole body first, then the answer.
      await within(written, 10_000, 'the server stopped reading: the body cannot be finished');
      const answer = await within(answered, 10_000, 'no answer after the body was written');
      expect(answer).toEqual({
        status: 400,
        body: expect.objectContaining({
          statusCode: 400,
          message: `Unexpected file field "attachment": send the file in "${field}"`,
        }),
      });
    },
  );

  it('answers while the body is still being sent, and then reads the rest of it', async () => {
    const body = multipartBody('attachment', 6 * MIB);
    const { request, answered, written } = post('/api/apps/file-manager/upload', body);
    request.write(body.subarray(0, MIB));
    // The request is not ended: the answer must not wait for the rest of the body.
    const answer = await within(answered, 10_000, 'no answer before the body was complete');
    expect(answer.status).toBe(400);
    expect(request.writableEnded).toBe(false);
    request.end(body.subarray(MIB));
    await within(written, 10_000, 'the server stopped reading: the body cannot be finished');
  });

  it('a file larger than the limit, written whole before reading, gets its 413', async () => {
    const body = multipartBody('avatar', 6 * MIB);
    const { request, answered, written } = post('/api/apps/contacts/avatar', body);
    request.end(body);
    await within(written, 10_000, 'the server stopped reading: the body cannot be finished');
    const answer = await within(answered, 10_000, 'no answer after the body was written');
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/larger than the limit/);
  });
});
