import type { OutgoingMail } from '../../common/mail/mailer.service';
import type { BookingLanguage } from './interview-slot.types';

/** What every booking e-mail tells, already looked up. */
export interface BookingMailFacts {
  to: string;
  name: string;
  language: BookingLanguage;
  timeZone: string;
  vacancyTitle: string;
  companyName: string | null;
  location: string;
  startsAt: string;
  endsAt: string;
}

export type BookingMailKind = 'booked' | 'moved' | 'cancelled' | 'cancelled-by-staff';

interface Texts {
  subject: Record<BookingMailKind, (title: string) => string>;
  hello: (name: string) => string;
  body: Record<BookingMailKind, (title: string, when: string) => string>;
  manage: string;
  bookAgain: string;
  where: string;
}

const TEXTS: Record<BookingLanguage, Texts> = {
  en: {
    subject: {
      booked: (title) => `Interview booked: ${title}`,
      moved: (title) => `Interview moved: ${title}`,
      cancelled: (title) => `Interview cancelled: ${title}`,
      'cancelled-by-staff': (title) => `Your interview was cancelled: ${title}`,
    },
    hello: (name) => `Hello ${name},`,
    body: {
      booked: (title, when) => `Your interview for ${title} is booked for ${when}.`,
      moved: (title, when) => `Your interview for ${title} now takes place on ${when}.`,
      cancelled: (title, when) =>
        `Your interview for ${title} on ${when} is cancelled, as you asked.`,
      'cancelled-by-staff': (title, when) =>
        `We are sorry: your interview for ${title} on ${when} had to be cancelled.`,
    },
    manage: 'To cancel or move it, open this link before the interview starts:',
    bookAgain: 'You can choose another time here:',
    where: 'Where',
  },
  es: {
    subject: {
      booked: (title) => `Entrevista reservada: ${title}`,
      moved: (title) => `Entrevista cambiada: ${title}`,
      cancelled: (title) => `Entrevista cancelada: ${title}`,
      'cancelled-by-staff': (title) => `Tu entrevista fue cancelada: ${title}`,
    },
    hello: (name) => `Hola, ${name}:`,
    body: {
      booked: (title, when) => `Tu entrevista para ${title} está reservada para el ${when}.`,
      moved: (title, when) => `Tu entrevista para ${title} ahora es el ${when}.`,
      cancelled: (title, when) =>
        `Tu entrevista para ${title} del ${when} quedó cancelada, como pediste.`,
      'cancelled-by-staff': (title, when) =>
        `Lo sentimos: tuvimos que cancelar tu entrevista para ${title} del ${when}.`,
    },
    manage: 'Para cancelarla o cambiarla, abre este enlace antes de que empiece la entrevista:',
    bookAgain: 'Puedes elegir otro horario aquí:',
    where: 'Lugar',
  },
  tr: {
    subject: {
      booked: (title) => `Görüşme ayrıldı: ${title}`,
      moved: (title) => `Görüşme taşındı: ${title}`,
      cancelled: (title) => `Görüşme iptal edildi: ${title}`,
      'cancelled-by-staff': (title) => `Görüşmeniz iptal edildi: ${title}`,
    },
    hello: (name) => `Merhaba ${name},`,
    body: {
      booked: (title, when) => `${title} görüşmeniz ${when} için ayrıldı.`,
      moved: (title, when) => `${title} görüşmeniz artık ${when} tarihinde.`,
      cancelled: (title, when) =>
        `${when} tarihli ${title} görüşmeniz isteğiniz üzerine iptal edildi.`,
      'cancelled-by-staff': (title, when) =>
        `Üzgünüz: ${when} tarihli ${title} görüşmenizi iptal etmek zorunda kaldık.`,
    },
    manage: 'İptal etmek veya taşımak için görüşme başlamadan önce bu bağlantıyı açın:',
    bookAgain: 'Başka bir zaman seçebilirsiniz:',
    where: 'Yer',
  },
};

const LOCALES: Record<BookingLanguage, string> = { en: 'en-GB', es: 'es-MX', tr: 'tr-TR' };

/** "Monday, 30 November 2026, 09:00–09:30 GMT-6", in the person's language and zone. */
export function formatSlotTime(
  startsAt: string,
  endsAt: string,
  language: BookingLanguage,
  timeZone: string,
): string {
  const locale = LOCALES[language];
  const day = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(startsAt));
  const time = (iso: string, withZone: boolean) =>
    new Intl.DateTimeFormat(locale, {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      ...(withZone ? { timeZoneName: 'short' as const } : {}),
    }).format(new Date(iso));
  return `${day}, ${time(startsAt, false)}–${time(endsAt, true)}`;
}

/**
 * The e-mail of a booking change. `link` is the manage link (booked, moved) or the page
 * to book another time (cancellations).
 */
export function bookingMail(
  kind: BookingMailKind,
  facts: BookingMailFacts,
  link: string,
): OutgoingMail {
  const texts = TEXTS[facts.language];
  const when = formatSlotTime(facts.startsAt, facts.endsAt, facts.language, facts.timeZone);
  const place = [facts.companyName, facts.location].filter(Boolean).join(', ');
  const lines = [
    texts.hello(facts.name),
    '',
    texts.body[kind](facts.vacancyTitle, when),
    ...(place ? [`${texts.where}: ${place}`] : []),
    '',
    kind === 'booked' || kind === 'moved' ? texts.manage : texts.bookAgain,
    link,
  ];
  return {
    to: facts.to,
    subject: texts.subject[kind](facts.vacancyTitle),
    text: `${lines.join('\n')}\n`,
  };
}
