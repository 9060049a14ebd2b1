import { defineIsolationFixture } from '../../security/isolation/fixture';
import { createSalesDocument, foreignReferences } from '../sales-documents/sales-isolation.test-support';

export default defineIsolationFixture({
  area: 'quotes',
  prefixes: ['/api/quotes/'],
  create: (ctx) => createSalesDocument(ctx, '/api/quotes'),
  references: (own, foreign) => foreignReferences('/api/quotes', own, foreign),
  // Valid bodies, so another tenant's quote is refused for being foreign (404), not for the body.
  bodies: {
    'POST /api/quotes/:id/client-choice': () => ({ acceptedOptionIds: [] }),
    'POST /api/quotes/:id/deposit-payments': () => ({ method: 'cash' }),
  },
});
