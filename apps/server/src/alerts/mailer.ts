/**
 * Sending alert e-mails through SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS from the
 * start; query flags requireTLS, ignoreTLS, tls.rejectUnauthorized). The URL may hold a password:
 * it is never logged, and failure reasons pass through `redact` before they are stored or logged.
 */
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** a failure's reason, safe to store and log (no credentials, no URL) */
  reason(err: unknown): string;
  close(): void;
}

const flag = (params: URLSearchParams, name: string): boolean | undefined => {
  const v = params.get(name);
  return v === null ? undefined : v === 'true' || v === '1';
};

/** Removes the URL and its user name and password (raw and decoded) from a text. */
export function redactor(smtpUrl: string): (text: string) => string {
  const u = new URL(smtpUrl);
  const secrets = [smtpUrl, u.password, decodeURIComponent(u.password), u.username, decodeURIComponent(u.username)]
    .filter((s) => s.length >= 3)
    .sort((a, b) => b.length - a.length);
  return (text) => secrets.reduce((t, s) => t.split(s).join('***'), text);
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const u = new URL(smtpUrl);
  const secure = u.protocol === 'smtps:';
  const rejectUnauthorized = flag(u.searchParams, 'tls.rejectUnauthorized');
  const transport = nodemailer.createTransport(
    {
      host: u.hostname.replace(/^\[|\]$/g, ''),
      port: u.port ? Number(u.port) : secure ? 465 : 587,
      secure,
      auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
      requireTLS: flag(u.searchParams, 'requireTLS'),
      ignoreTLS: flag(u.searchParams, 'ignoreTLS'),
      tls: rejectUnauthorized === undefined ? undefined : { rejectUnauthorized },
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      logger: false,
    },
    { from },
  );
  const redact = redactor(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ to: message.to, subject: message.subject, text: message.text });
    },
    reason(err) {
      const e = err as { code?: unknown; responseCode?: unknown; message?: unknown };
      const code = typeof e?.code === 'string' ? e.code : 'ERROR';
      const status = typeof e?.responseCode === 'number' ? ` ${e.responseCode}` : '';
      const message = typeof e?.message === 'string' ? e.message : String(err);
      return redact(`${code}${status}: ${message}`).slice(0, 300);
    },
    close() {
      transport.close();
    },
  };
}
