import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMoney as usd } from '@tradeworks/contracts/money';
import { percent, renderBusinessDocument } from './business-document';

function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'tw-pdf-')), 'doc.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

describe('renderBusinessDocument', () => {
  it('renders the company, party, lines and totals as extractable text', async () => {
    const pdf = await renderBusinessDocument({
      company: {
        name: 'Comfort Pro HVAC',
        addressLines: ['100 Congress Ave', 'Austin, TX 78701'],
        phone: '(512) 555-0100',
        email: 'office@comfortpro.test',
        website: null,
        logo: null,
      },
      title: 'INVOICE',
      number: 'INV-2026-0042',
      facts: [
        ['Due', '2026-12-21'],
        ['Status', 'Sent'],
      ],
      partyLabel: 'Bill To',
      partyLines: ['Maria Lopez', '12 Oak Ave', 'Austin, TX 78704'],
      columns: { description: 'Description', quantity: 'Qty', rate: 'Rate', total: 'Amount' },
      lines: Array.from({ length: 45 }, (_, i) => ({
        description: `Line ${i + 1}`,
        quantity: '3.00',
        rate: usd('33.33'),
        total: usd('99.99'),
      })),
      totals: [
        ['Subtotal', usd('4499.55')],
        [`Tax (${percent('0.0825')})`, usd('371.21')],
        ['Total', usd('4870.76')],
      ],
      notes: 'Thank you for your business.',
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Comfort Pro HVAC',
      'INVOICE',
      'INV-2026-0042',
      'Bill To',
      'Maria Lopez',
      'Line 45',
      '$4,499.55',
      'Tax (8.25%)',
      '$4,870.76',
      'Thank you for your business.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('formats money and rates', () => {
    expect(usd('1234567.5')).toBe('$1,234,567.50');
    expect(usd('0.00')).toBe('$0.00');
    expect(percent('0.0800')).toBe('8.0%');
  });
});
