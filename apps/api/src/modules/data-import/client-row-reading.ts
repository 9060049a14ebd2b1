/**
 * How a client row of another tool's export becomes a client body (issue 34 item 17): a full name split into
 * first and last name, several e-mails or phone numbers in one cell (the first is the client's, the others
 * go to the notes), an address in one cell ("12 Oak St, Austin, TX 78704") or as QuickBooks Desktop's
 * "Bill to" lines, and every other value of the row kept in the notes as "Header: value". Nothing of the row
 * is dropped.
 */

const CITY_STATE_ZIP = /^(?<city>[^,]+?),?\s+(?<state>[A-Za-z]{2})\.?\s+(?<zip>\d{5}(?:-\d{4})?)$/;
const PHONE_IN_TEXT = /\+?\(?\d[\d\s().-]{5,}\d(?:\s*(?:x|ext\.?)\s*\d{1,6})?/gi;

const HAS_PHONE = new RegExp(PHONE_IN_TEXT.source, 'i');
const PHONE_HEADER = /phone|mobile|number|cell/i;
/** A name that is a business's ("Acme Property Management", "Hill Country Dental LLC"). */
const BUSINESS =
  /\b(inc|llc|ltd|corp|co|company|group|services|management|apartments|properties|dental|church|school|hoa)\b\.?/i;

type Values = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** "Maria Lopez" → first "Maria", last "Lopez"; "Lopez, Maria" likewise; "Cher" → first only. */
function splitFullName(full: string): { firstName?: string; lastName?: string } {
  const name = full.replace(/\s+/g, ' ');
  if (!name) return {};
  if (name.includes(',')) {
    // "Lopez, Maria"
    const [last, first] = name.split(',', 2).map((p) => p.trim());
    return { firstName: first || undefined, lastName: last || undefined };
  }
  const parts = name.split(' ');
  if (parts.length === 1) return { firstName: parts[0] };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1) };
}

/** "12 Oak St, Suite 4, Austin, TX 78704, USA" → address, address2, city, state, ZIP, country. */
export function splitAddress(full: string): Values {
  const parts = full
    .split(/\s*[,\n]\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length && /^(usa?|united states( of america)?|canada)$/i.test(parts.at(-1)!)) {
    const country = parts.pop()!;
    return { ...splitAddress(parts.join(', ')), country: /^can/i.test(country) ? 'CA' : 'US' };
  }
  // The last parts: "Austin, TX 78704" or "Austin TX 78704".
  const stateZip = /^(?<state>[A-Za-z]{2})\.?\s+(?<zip>\d{5}(?:-\d{4})?)$/.exec(parts.at(-1) ?? '');
  if (stateZip && parts.length >= 2) {
    const street = parts.slice(0, -2);
    return {
      address: street[0],
      address2: street.slice(1).join(', ') || undefined,
      city: parts.at(-2),
      state: stateZip.groups!.state!.toUpperCase(),
      zipCode: stateZip.groups!.zip,
    };
  }
  const cityStateZip = CITY_STATE_ZIP.exec(parts.at(-1) ?? '');
  if (cityStateZip) {
    const street = parts.slice(0, -1);
    return {
      address: street[0],
      address2: street.slice(1).join(', ') || undefined,
      city: cityStateZip.groups!.city,
      state: cityStateZip.groups!.state!.toUpperCase(),
      zipCode: cityStateZip.groups!.zip,
    };
  }
  return { address: parts.join(', ') || undefined };
}

/**
 * QuickBooks Desktop's "Bill to 1…5": the block printed on an invoice (name or company, street, "City, ST
 * ZIP"). The street is the line before the city line that starts with a number (else the one before it);
 * the other lines are kept in the notes.
 */
function billToBlock(lines: string[]): { values: Values; rest: string[] } {
  const cityAt = lines.findIndex((l) => CITY_STATE_ZIP.test(l));
  if (cityAt < 0) return { values: {}, rest: lines };
  const match = CITY_STATE_ZIP.exec(lines[cityAt]!)!.groups!;
  const before = lines.slice(0, cityAt);
  let streetAt = before.findIndex((l) => /^\d/.test(l));
  if (streetAt < 0) streetAt = before.length - 1;
  const values: Values = {
    city: match.city,
    state: match.state!.toUpperCase(),
    zipCode: match.zip,
  };
  if (streetAt >= 0) values.address = before[streetAt];
  if (streetAt >= 0 && before[streetAt + 1]) values.address2 = before.slice(streetAt + 1).join(', ');
  const rest = [...before.slice(0, Math.max(streetAt, 0)), ...lines.slice(cityAt + 1)];
  return { values, rest };
}

/** The client body of one row; `unmapped` are the row's cells of columns that feed no client field. */
export function clientRowBody(values: Values, unmapped: Array<[string, string]>): Values {
  const { fullName, billingAddress, billTo1, billTo2, billTo3, billTo4, billTo5, ...body } = values;
  const notes: string[] = [];

  // QuickBooks names a job "Customer:Job": the customer is the part before the colon.
  const fullCell = text(fullName);
  const full = fullCell.split(':')[0]!.trim();
  if (full && !body.firstName && !body.lastName) {
    const company = text(body.companyName);
    if (BUSINESS.test(full) && !company) body.companyName = full;
    else if (full.toLowerCase() !== company.toLowerCase()) Object.assign(body, splitFullName(full));
    if (fullCell !== full) notes.push(`Name: ${fullCell}`);
  } else if (fullCell) notes.push(`Name: ${fullCell}`);

  const emails = text(body.email)
    .split(/[\s,;]+/)
    .filter(Boolean);
  if (emails.length) body.email = emails[0];
  if (emails.length > 1) notes.push(`Other e-mails: ${emails.slice(1).join(', ')}`);

  // No number in the phone column (Housecall Pro's mobile empty, the home number filled): the first other
  // phone column's (which stays in the notes as well).
  if (!body.phone) {
    const other = unmapped.find(([header, value]) => PHONE_HEADER.test(header) && HAS_PHONE.test(value));
    if (other) body.phone = other[1];
  }
  const phoneCell = text(body.phone);
  const phones = phoneCell.match(PHONE_IN_TEXT)?.map((p) => p.trim()) ?? [];
  if (phones.length) body.phone = phones[0];
  // More than the one number (labels, a second number): the whole cell in the notes too.
  if (phones.length && phoneCell !== phones[0]) notes.push(`Phone numbers: ${phoneCell}`);

  const hasAddress = ['address', 'city', 'state', 'zipCode'].some((k) => body[k]);
  const combined = text(billingAddress);
  if (combined && !hasAddress) Object.assign(body, dropEmpty(splitAddress(combined)));
  else if (combined) notes.push(`Billing address: ${combined}`);

  const block = [billTo1, billTo2, billTo3, billTo4, billTo5].map(text).filter(Boolean);
  if (block.length) {
    const { values: address, rest } =
      hasAddress || combined ? { values: {}, rest: block } : billToBlock(block);
    Object.assign(body, dropEmpty(address));
    if (rest.length) notes.push(`Bill to: ${rest.join(', ')}`);
  }

  for (const [header, value] of unmapped) notes.push(`${header}: ${value}`);
  if (notes.length) body.notes = [text(body.notes), ...notes].filter(Boolean).join('\n');
  return body;
}

const dropEmpty = (values: Values) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== ''));
