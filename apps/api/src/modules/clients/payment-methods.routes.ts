import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  paymentMethodAttachSchema,
  paymentMethodUpdateSchema,
  type PaymentsConfig,
  paymentMethodSchema,
  paymentsConfigSchema,
  setupIntentResponseSchema,
} from '@tradeworks/contracts/payment-methods';
import { defineRoute } from '../../http/route';
import { stripeConfig, stripeConfigFor } from '../../platform/payments/stripe-config';
import { clientParamsSchema, paymentMethodParamsSchema as methodParamsSchema } from './client-params';
import {
  deletePaymentMethod,
  listPaymentMethods,
  renamePaymentMethod,
  saveStripePaymentMethod,
  setDefaultPaymentMethod,
  startPaymentMethodSetup,
} from './payment-methods.service';

/** Saved payment methods (Stripe). Card numbers never reach this server: the browser talks to Stripe.js. */
export function registerPaymentMethodRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/payments/config',
    access: 'authenticated',
    summary: "Stripe's publishable key for Stripe.js, or null when card payments are off",
    description:
      "`STRIPE_PUBLISHABLE_KEY`, or the publishable key of the organization's enabled Stripe " +
      'integration (Settings → Integrations), which wins.',
    tags: ['payments'],
    // The active organization's own Stripe account when it has one (Admin Settings → Integrations).
    response: paymentsConfigSchema,
    handler: async ({ db, auth }): Promise<PaymentsConfig> => {
      const config = auth?.tenant ? await stripeConfigFor(db, auth.tenant.id) : stripeConfig();
      return { publishableKey: config?.publishableKey ?? null };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/clients/:id/setup-intent',
    access: 'payments:edit',
    summary: 'A Stripe SetupIntent for adding a payment method (503 when payments are not configured)',
    tags: ['clients', 'payments'],
    params: clientParamsSchema,
    response: setupIntentResponseSchema,
    handler: ({ tenant, params }) => startPaymentMethodSetup({ ...tenant, clientId: params.id }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/clients/:id/payment-methods',
    access: 'clients:view',
    summary: "The client's saved payment methods, the default first",
    tags: ['clients', 'payments'],
    params: clientParamsSchema,
    response: z.array(paymentMethodSchema),
    handler: ({ tenant, params }) => listPaymentMethods({ ...tenant, clientId: params.id }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/clients/:id/payment-methods/stripe',
    access: 'payments:edit',
    summary: 'Save a payment method created by Stripe.js; the first one becomes the default',
    description:
      'Body `{paymentMethodId, displayName?}`. Card and bank details never reach this server: only ' +
      "Stripe's ids, the brand, the last four digits and the expiry are kept. The client's first method " +
      'creates its Stripe customer (stored as `stripeCustomerId`, which invoices use) and becomes the ' +
      'default; each client has exactly one default. Needs edit on payments. 503 when Stripe is not ' +
      'configured.',
    tags: ['clients', 'payments'],
    params: clientParamsSchema,
    body: paymentMethodAttachSchema,
    response: paymentMethodSchema,
    handler: ({ tenant, params, body }) =>
      saveStripePaymentMethod({ ...tenant, clientId: params.id, data: body }),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/clients/:id/payment-methods/:methodId',
    access: 'payments:edit',
    summary: 'Rename a saved payment method',
    tags: ['clients', 'payments'],
    params: methodParamsSchema,
    body: paymentMethodUpdateSchema,
    response: paymentMethodSchema,
    handler: ({ tenant, params, body }) =>
      renamePaymentMethod({
        ...tenant,
        clientId: params.id,
        methodId: params.methodId,
        displayName: body.displayName,
      }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/clients/:id/payment-methods/:methodId',
    access: 'payments:edit',
    summary: 'Remove a payment method (detached at Stripe); the newest remaining one becomes the default',
    description:
      'The method is detached at Stripe; deleting the default promotes the newest remaining method. ' +
      'Needs edit on payments.',
    tags: ['clients', 'payments'],
    params: methodParamsSchema,
    status: 204,
    handler: ({ tenant, params }) =>
      deletePaymentMethod({ ...tenant, clientId: params.id, methodId: params.methodId }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/clients/:id/payment-methods/:methodId/default',
    access: 'payments:edit',
    summary: 'Make a payment method the default',
    tags: ['clients', 'payments'],
    params: methodParamsSchema,
    response: paymentMethodSchema,
    handler: ({ tenant, params }) =>
      setDefaultPaymentMethod({ ...tenant, clientId: params.id, methodId: params.methodId }),
  });
}
