import 'server-only';
import nodemailer from 'nodemailer';
import type { Mailer } from './index';

/**
 * SMTP through nodemailer. SMTP_URL carries everything (smtp[s]://user:pass@host:port, plus
 * nodemailer's query options), so production needs one variable.
 */
export function createSmtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}
