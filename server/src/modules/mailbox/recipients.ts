import { isEmail } from 'class-validator';

/** The most characters a recipient list sent as one string may hold (50 long entries). */
const RECIPIENT_TEXT_MAX = 50 * 300;

/** A recipient: `address`, or `Name <address>` as a mail's read shows the named ones. */
interface Recipient {
  name: string;
  address: string;
}

function parseRecipient(entry: string): Recipient {
  const text = entry.trim();
  const open = text.lastIndexOf('<');
  if (open === -1 || !text.endsWith('>')) return { name: '', address: text.toLowerCase() };
  return {
    name: text.slice(0, open).trim(),
    address: text
      .slice(open + 1, -1)
      .trim()
      .toLowerCase(),
  };
}

/** `Name <address>, address` split at the commas outside angle brackets. */
function splitRecipients(text: string): string[] {
  const items: string[] = [];
  let start = 0;
  let inside = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '<') inside = true;
    else if (char === '>') inside = false;
    else if (char === ',' && !inside) {
      items.push(text.slice(start, index));
      start = index + 1;
    }
  }
  items.push(text.slice(start));
  return items.filter((item) => item.trim() !== '');
}

/**
 * Recipients as a client sends them: an array of entries, or a mail's `to` as its read
 * answers it (`Name <address>, address`), so that a draft read can be written back
 * unchanged. Each entry is trimmed, its address in lower case; anything else is left for
 * the validation to refuse.
 */
export function normalizeRecipients(value: unknown): unknown {
  const items =
    typeof value === 'string' && value.length <= RECIPIENT_TEXT_MAX
      ? splitRecipients(value)
      : value;
  if (!Array.isArray(items)) return value;
  return items.map((item: unknown) => {
    if (typeof item !== 'string') return item;
    const { name, address } = parseRecipient(item);
    return name ? `${name} <${address}>` : address;
  });
}

/**
 * Whether an entry is an e-mail address, or `Name <address>` with a name that holds no
 * angle bracket, comma or quote (the joined `to` could not be read back otherwise).
 */
export function isRecipient(entry: unknown): boolean {
  if (typeof entry !== 'string' || entry.length > 400) return false;
  const { name, address } = parseRecipient(entry);
  return address.length <= 254 && isEmail(address) && !/[<>,"]/.test(name);
}

/** The bare address of an entry. */
export function recipientAddress(entry: string): string {
  return parseRecipient(entry).address;
}

/** Whether the entry names its recipient (`Name <address>`). */
export function isNamedRecipient(entry: string): boolean {
  return parseRecipient(entry).name !== '';
}
