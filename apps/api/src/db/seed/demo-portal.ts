import { createHash, randomBytes } from 'node:crypto';
import { portalLinks, portalSessions, quoteClientResponses } from '../schema';
import type { DemoClient } from './demo-clients';
import type { TenantSeed } from './demo-context';
import type { DemoQuote } from './demo-sales';

const unusableTokenHash = () => createHash('sha256').update(randomBytes(32)).digest('hex');

/**
 * The customer portal's history: a client opened a portal link e-mailed with a quote and approved it there
 * with a typed signature. The link and its session have long expired, and their tokens were random and are
 * gone (only hashes are stored), so the demo data holds no credential anyone could use.
 */
export async function seedPortalHistory(
  seed: TenantSeed,
  clients: DemoClient[],
  quotes: Map<string, DemoQuote>,
): Promise<void> {
  const { scope, staff, clock } = seed;
  const all = [...quotes.values()];
  // The answered quote: an accepted one (approved in the portal), else a sent one the client declined there.
  const answered = all.find((q) => q.status === 'accepted') ?? all.find((q) => q.status !== 'draft');
  const client = clients.find((c) => c.id === answered?.clientId && c.email) ?? clients.find((c) => c.email);
  if (!client) return;
  const sentAt = clock.ago(40);
  const [link] = await scope.tx
    .insert(portalLinks)
    .values({
      tenantId: scope.tenantId,
      clientId: client.id,
      tokenHash: unusableTokenHash(),
      sentTo: client.email!,
      expiresAt: clock.ago(26),
      lastUsedAt: clock.ago(39),
      createdBy: staff.owner.id,
      createdAt: sentAt,
    })
    .returning({ id: portalLinks.id });
  await scope.tx.insert(portalSessions).values({
    tenantId: scope.tenantId,
    clientId: client.id,
    linkId: link.id,
    tokenHash: unusableTokenHash(),
    expiresAt: clock.ago(39),
    createdAt: clock.ago(39),
  });
  if (!answered) return;
  const approved = answered.status === 'accepted';
  await scope.tx.insert(quoteClientResponses).values({
    tenantId: scope.tenantId,
    quoteId: answered.id,
    response: approved ? 'approved' : 'declined',
    signerName: approved ? answered.clientName : null,
    signatureKind: approved ? 'typed' : null,
    signatureData: approved ? answered.clientName : null,
    declineReason: approved ? null : 'We decided to wait until spring.',
    ipAddress: '203.0.113.24',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)',
    respondedAt: answered.approvedAt ?? clock.ago(39),
  });
}
