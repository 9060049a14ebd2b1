import { defineIsolationFixture } from '../../security/isolation/fixture';
import { createSalesDocument, foreignReferences } from '../sales-documents/sales-isolation.test-support';

export default defineIsolationFixture({
  area: 'invoices',
  prefixes: ['/api/invoices/'],
  create: (ctx) => createSalesDocument(ctx, '/api/invoices'),
  references: (own, foreign) => foreignReferences('/api/invoices', own, foreign),
});
