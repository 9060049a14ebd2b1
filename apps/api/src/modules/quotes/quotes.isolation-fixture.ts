import { defineIsolationFixture } from '../../security/isolation/fixture';
import { createSalesDocument, foreignReferences } from '../sales-documents/sales-isolation';

export default defineIsolationFixture({
  area: 'quotes',
  prefixes: ['/api/quotes/'],
  create: (ctx) => createSalesDocument(ctx, '/api/quotes'),
  references: (own, foreign) => foreignReferences('/api/quotes', own, foreign),
});
