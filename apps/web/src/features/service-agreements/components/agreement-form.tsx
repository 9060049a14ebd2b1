import { useState, type FormEvent } from 'react';
import { Loader2, Trash2 } from 'lucide-react';
import {
  AGREEMENT_FREQUENCIES,
  AGREEMENT_SERVICE_TYPES,
  BILLING_SCHEDULES,
  BILLING_SCHEDULE_LABELS,
  agreementCreateSchema,
  type AgreementCreateBody,
  type ServiceAgreementDetail,
} from '@tradeworks/contracts/service-agreements';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { CataloguePicker, ClientPicker } from '@/features/sales-documents/public';
import { oneYearTermEnd, organizationToday } from '../lib/dates';
import { useOrganizationClock } from '@/lib/organization-clock';

interface ServiceLine {
  serviceId: string;
  name: string;
  quantity: string;
}

interface AgreementFormProps {
  agreement?: ServiceAgreementDetail;
  saving: boolean;
  /** Field messages the server answered (400). */
  serverErrors?: Record<string, string>;
  onSubmit: (body: AgreementCreateBody) => void;
  onCancel: () => void;
}

const NO_BILLING = 'none';

/** Client, service type, frequency, term, value, billing schedule, the services of each visit, auto-renew. */
export function AgreementForm({ agreement, saving, serverErrors, onSubmit, onCancel }: AgreementFormProps) {
  const { timeZone } = useOrganizationClock();
  const start = agreement?.startDate ?? organizationToday(timeZone);
  const [clientId, setClientId] = useState(agreement?.clientId ?? '');
  const [clientName, setClientName] = useState(agreement?.clientName ?? '');
  const [serviceType, setServiceType] = useState(agreement?.serviceType ?? AGREEMENT_SERVICE_TYPES[0]);
  const [frequency, setFrequency] = useState(agreement?.frequency ?? 'Monthly');
  const [startDate, setStartDate] = useState(start);
  const [endDate, setEndDate] = useState(agreement?.endDate ?? oneYearTermEnd(start));
  const [value, setValue] = useState(agreement?.value ?? '');
  const [billing, setBilling] = useState<string>(agreement?.billingSchedule ?? 'monthly');
  const [autoRenew, setAutoRenew] = useState(agreement?.autoRenew ?? false);
  const [description, setDescription] = useState(agreement?.description ?? '');
  const [services, setServices] = useState<ServiceLine[]>(agreement?.services.map((s) => ({ ...s })) ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverErrors, ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: AgreementCreateBody = {
      clientId,
      serviceType,
      frequency: frequency as AgreementCreateBody['frequency'],
      startDate,
      endDate,
      value,
      billingSchedule: billing === NO_BILLING ? null : (billing as AgreementCreateBody['billingSchedule']),
      autoRenew,
      description,
      services: services.map((s) => ({ serviceId: s.serviceId, quantity: s.quantity })),
    };
    const parsed = agreementCreateSchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(body);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Agreement</CardTitle>
        </CardHeader>
        <CardContent className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            id="agreement-client"
            label="Client"
            required
            error={shown.clientId}
            className="sm:col-span-2"
          >
            <ClientPicker
              id="agreement-client"
              value={clientId}
              selectedLabel={clientName}
              onChange={(client) => {
                setClientId(client.id);
                setClientName(client.name);
              }}
            />
          </FormField>
          <FormField id="agreement-service-type" label="Service Type" required error={shown.serviceType}>
            <Select value={serviceType} onValueChange={setServiceType}>
              <SelectTrigger id="agreement-service-type">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {[...new Set([...AGREEMENT_SERVICE_TYPES, serviceType])].map((t) => (
                  <SelectItem key={t} value={t}>
                    {t}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <FormField
            id="agreement-frequency"
            label="Frequency"
            required
            error={shown.frequency}
            description="How often a visit is scheduled (As Needed schedules none)."
          >
            <Select value={frequency} onValueChange={setFrequency}>
              <SelectTrigger id="agreement-frequency">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {AGREEMENT_FREQUENCIES.map((f) => (
                  <SelectItem key={f} value={f}>
                    {f}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <FormField label="Start Date" required error={shown.startDate}>
            <Input type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
          </FormField>
          <FormField label="End Date" required error={shown.endDate}>
            <Input type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} />
          </FormField>
          <FormField
            label="Value"
            required
            error={shown.value}
            description="The contract value for the whole term."
          >
            <Input
              inputMode="decimal"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              placeholder="1200.00"
            />
          </FormField>
          <FormField
            id="agreement-billing"
            label="Billing Schedule"
            error={shown.billingSchedule}
            description="Invoices are created for each period as it begins."
          >
            <Select value={billing} onValueChange={setBilling}>
              <SelectTrigger id="agreement-billing">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_BILLING}>No automatic billing</SelectItem>
                {BILLING_SCHEDULES.map((b) => (
                  <SelectItem key={b} value={b}>
                    {BILLING_SCHEDULE_LABELS[b]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <div className="grid gap-2 sm:col-span-2">
            <FormField
              id="agreement-service"
              label="Services"
              error={shown.services}
              description="What each visit performs; they become the visit jobs' services."
            >
              <CataloguePicker
                id="agreement-service"
                kind="service"
                value={null}
                selectedLabel=""
                onChange={(choice) => {
                  if (services.some((s) => s.serviceId === choice.id)) return;
                  setServices((list) => [
                    ...list,
                    { serviceId: choice.id, name: choice.name, quantity: '1' },
                  ]);
                }}
              />
            </FormField>
            {services.length > 0 && (
              <ul className="grid gap-2" aria-label="Services of each visit">
                {services.map((line, i) => (
                  <li key={line.serviceId} className="flex items-center gap-2 rounded-md border p-2 text-sm">
                    <span className="min-w-0 flex-1 truncate">{line.name}</span>
                    <Input
                      aria-label={`Quantity of ${line.name}`}
                      type="number"
                      min={1}
                      className="w-20"
                      value={line.quantity}
                      onChange={(e) =>
                        setServices((list) =>
                          list.map((l, k) => (k === i ? { ...l, quantity: e.target.value } : l)),
                        )
                      }
                    />
                    <Button
                      type="button"
                      variant="destructive-ghost"
                      size="icon-sm"
                      aria-label={`Remove ${line.name}`}
                      onClick={() => setServices((list) => list.filter((_, k) => k !== i))}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <FormField
            label="Renew automatically"
            description="The next term is created by itself 30 days before this one ends."
          >
            <Switch checked={autoRenew} onCheckedChange={setAutoRenew} />
          </FormField>
          <FormField label="Description" error={shown.description} className="sm:col-span-2">
            <Textarea rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
          </FormField>
        </CardContent>
      </Card>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <Loader2 className="animate-spin" aria-hidden="true" />}
          {agreement ? 'Save Changes' : 'Create Agreement'}
        </Button>
      </div>
    </form>
  );
}
