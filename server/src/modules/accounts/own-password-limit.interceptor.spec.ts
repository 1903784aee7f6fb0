import { BadRequestException, type CallHandler, type ExecutionContext } from '@nestjs/common';
import { lastValueFrom, of, throwError } from 'rxjs';
import { invalid } from '../../common/errors/domain-error';
import { memoryCounters, SignInLimiter } from '../auth/sign-in-limiter';
import type { Account } from './account.types';
import type { AccountsService } from './accounts.service';
import { OwnPasswordLimitInterceptor } from './own-password-limit.interceptor';

const ACCOUNT = { id: 'a1', email: 'ana@talento.local' } as Account;
const IP = '10.0.0.7';

describe('OwnPasswordLimitInterceptor', () => {
  let limiter: SignInLimiter;
  let interceptor: OwnPasswordLimitInterceptor;
  const reply = { header: jest.fn() };

  beforeEach(() => {
    limiter = new SignInLimiter(
      {
        perEmailAndIp: 2,
        perIp: 10,
        windowMs: 60_000,
        slowAfter: 10,
        delayMs: 0,
        maxDelayMs: 0,
        maxTrackedKeys: 100,
      },
      memoryCounters(),
    );
    const accounts = { get: (id: string) => (id === ACCOUNT.id ? ACCOUNT : undefined) };
    interceptor = new OwnPasswordLimitInterceptor(limiter, accounts as AccountsService);
  });

  const context = (accountId = ACCOUNT.id) =>
    ({
      switchToHttp: () => ({
        getRequest: () => ({ ip: IP, user: { accountId }, body: {} }),
        getResponse: () => reply,
      }),
    }) as unknown as ExecutionContext;

  const answering = (outcome: 'ok' | Error): CallHandler => ({
    handle: () => (outcome === 'ok' ? of('changed') : throwError(() => outcome)),
  });

  const call = async (outcome: 'ok' | Error) =>
    lastValueFrom(await interceptor.intercept(context(), answering(outcome)));

  const wrongCurrent = () =>
    invalid('current-password-wrong', 'The current password is wrong', 'currentPassword');

  it('counts wrong current passwords under the signed-in account’s e-mail and IP', async () => {
    await expect(call(wrongCurrent())).rejects.toThrow('The current password is wrong');
    await expect(call(wrongCurrent())).rejects.toThrow('The current password is wrong');
    await expect(call('ok')).rejects.toThrow('Too many attempts');
    expect(reply.header).toHaveBeenCalledWith('Retry-After', '60');
    // The same count as sign-in's for that e-mail from that IP.
    expect(await limiter.admit({ email: 'ANA@talento.local', ip: IP })).toMatchObject({
      admitted: false,
    });
  });

  it('lets other refusals go uncounted, and a success start afresh', async () => {
    for (let count = 0; count < 3; count += 1) {
      await expect(call(new BadRequestException('newPassword too short'))).rejects.toThrow();
    }
    await expect(call(wrongCurrent())).rejects.toThrow();
    await expect(call('ok')).resolves.toBe('changed');
    await expect(call(wrongCurrent())).rejects.toThrow();
    await expect(call(wrongCurrent())).rejects.toThrow();
    await expect(call('ok')).rejects.toThrow('Too many attempts');
  });
});
