import { Logger } from '@nestjs/common';
import type { AppConfigService } from '../../config/config';
import type { AppConfig } from '../../config/environment';
import { MailerService } from './mailer.service';

const mail = {
  to: 'ada@talento.local',
  subject: 'Reset your password',
  text: 'Open http://localhost:3000/reset-password?token=secret-reset-token',
};

function mailerIn(nodeEnv: AppConfig['nodeEnv']): MailerService {
  const values = { nodeEnv, mail: { smtpUrl: undefined, from: 'Talento <no-reply@x>' } };
  return new MailerService({ values } as unknown as AppConfigService);
}

describe('MailerService without SMTP_URL', () => {
  let log: jest.SpyInstance;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  const everything = () => [...log.mock.calls, ...warn.mock.calls].flat().join('\n');

  it.each(['production', 'test'] as const)(
    'in %s warns once with recipient and subject, never the body',
    async (nodeEnv) => {
      await mailerIn(nodeEnv).send(mail);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toContain('SMTP_URL is not set');
      expect(warn.mock.calls[0][0]).toContain(mail.to);
      expect(log).not.toHaveBeenCalled();
      expect(everything()).not.toContain('secret-reset-token');
    },
  );

  it('in development logs the whole message', async () => {
    await mailerIn('development').send(mail);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toContain('secret-reset-token');
    expect(warn).not.toHaveBeenCalled();
  });
});
