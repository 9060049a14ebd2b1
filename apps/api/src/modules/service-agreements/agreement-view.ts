import type {
  AgreementAction,
  BillingSchedule,
  ServiceAgreement,
  ServiceAgreementDetail,
} from '@tradeworks/contracts/service-agreements';
import type { AgreementRow } from './service-agreements.repository';
import { isoOrNull } from '../../http/iso-or-null';

/** What an agreement's state allows; the web shows exactly these (DESIGN.md: state machines live on the server). */
export function allowedAgreementActions(row: Pick<AgreementRow, 'status' | 'renewedToId' | 'hasHistory'>) {
  const actions: AgreementAction[] = [];
  if (row.status !== 'cancelled') actions.push('edit', 'cancel');
  else actions.push('reactivate');
  if ((row.status === 'active' || row.status === 'expired') && !row.renewedToId) actions.push('renew');
  if (!row.hasHistory) actions.push('delete');
  return actions;
}

export function toServiceAgreement(row: AgreementRow): ServiceAgreement {
  return {
    id: row.id,
    contractNumber: row.contractNumber,
    clientId: row.clientId,
    clientName: row.clientName,
    locationId: row.locationId,
    serviceType: row.serviceType,
    startDate: row.startDate,
    endDate: row.endDate,
    value: row.value,
    frequency: row.frequency,
    billingSchedule: row.billingSchedule as BillingSchedule | null,
    status: row.status,
    nextService: row.nextService,
    description: row.description,
    autoRenew: row.autoRenew,
    renewedFromId: row.renewedFromId,
    renewedToId: row.renewedToId,
    cancelledAt: isoOrNull(row.cancelledAt),
    allowedActions: allowedAgreementActions(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type AgreementDetailParts = Omit<ServiceAgreementDetail, keyof ServiceAgreement>;

export function toServiceAgreementDetail(
  row: AgreementRow,
  parts: AgreementDetailParts,
): ServiceAgreementDetail {
  return { ...toServiceAgreement(row), ...parts };
}
