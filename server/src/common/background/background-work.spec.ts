import { Logger } from '@nestjs/common';
import { BackgroundWork } from './background-work';

describe('BackgroundWork', () => {
  afterEach(() => jest.restoreAllMocks());

  it('starts the work only after the caller has gone on', async () => {
    const background = new BackgroundWork();
    const steps: string[] = [];
    background.run('work', () => {
      steps.push('work');
      return Promise.resolve();
    });
    steps.push('answer');
    await Promise.resolve();
    expect(steps).toEqual(['answer']);
    await background.settled();
    expect(steps).toEqual(['answer', 'work']);
  });

  it('logs a failure with its label and goes on with the rest', async () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const background = new BackgroundWork();
    const done = jest.fn(() => Promise.resolve());
    background.run('A reset mail', () => Promise.reject(new Error('SMTP is down')));
    background.run('Another', done);
    await background.settled();
    expect(error).toHaveBeenCalledWith('A reset mail failed: SMTP is down');
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('waits for one key alone, or for everything, work started meanwhile too', async () => {
    const background = new BackgroundWork();
    let releaseSlow!: () => void;
    const slow = new Promise<void>((resolve) => (releaseSlow = resolve));
    const ended: string[] = [];
    background.run('slow', () => slow.then(() => void ended.push('slow')), 'slow');
    background.run(
      'quick',
      () => {
        // Work that starts more work: the destroy hook waits for that as well.
        background.run('later', () => Promise.resolve(void ended.push('later')));
        ended.push('quick');
        return Promise.resolve();
      },
      'quick',
    );
    await background.settled('quick');
    expect(ended).toEqual(['quick']);
    const stopped = background.onModuleDestroy().then(() => ended.push('stopped'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(ended).toEqual(['quick', 'later']);
    releaseSlow();
    await stopped;
    expect(ended).toEqual(['quick', 'later', 'slow', 'stopped']);
  });
});
