import { Injectable, Logger } from '@nestjs/common';
import type * as Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { AppConfigService } from '../../config/config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Optional richer forms (the mailbox's mails). */
  html?: string;
  cc?: string[];
  bcc?: string[];
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/**
 * Sends through SMTP_URL when configured. Without it, a developer sees the whole message
 * in the log; anywhere else the log gets a warning only, as a mail may hold a working
 * password-reset link.
 */
@Injectable()
export class MailerService {
  private readonly logger = new Logger(MailerService.name);
  private transporter: Transporter | undefined;

  constructor(private readonly config: AppConfigService) {}

  async send(mail: OutgoingMail): Promise<void> {
    const { nodeEnv, mail: settings } = this.config.values;
    const { smtpUrl, from } = settings;
    if (!smtpUrl) {
      if (nodeEnv === 'development') {
        this.logger.log(`E-mail (no SMTP_URL set) to ${mail.to}: ${mail.subject}\n${mail.text}`);
      } else {
        this.logger.warn(`E-mail not sent, SMTP_URL is not set: to ${mail.to}: ${mail.subject}`);
      }
      return;
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded at the first mail, not at every start
    this.transporter ??= (require('nodemailer') as typeof Nodemailer).createTransport(smtpUrl);
    try {
      await this.transporter.sendMail({ from, ...mail });
    } catch (error) {
      // A mail server outage must not tell the caller whether the address exists.
      this.logger.error(`Could not send e-mail to ${mail.to}: ${(error as Error).message}`);
    }
  }
}
