/** What other features may use of the clients feature (the lint rule allows no deeper import). */
export { paymentMethodsQueryOptions } from './api/list-payment-methods';
export { AddressInput } from './components/address-input';
export { clientKeys } from './api/client-keys';
export { LocationSelect } from './components/location-select';
export { clientQueryOptions } from './api/get-client';
export { locationsQueryOptions } from './api/list-locations';
