import { drawPng } from '../../platform/images/png-image';
import {
  checklistTemplates,
  checklistTemplateServices,
  jobChecklistItems,
  jobChecklists,
  jobSignOffs,
  technicianCostRates,
  timeEntries,
  timesheetApprovals,
  timesheetSettings,
} from '../schema';
import type { Catalogue } from './demo-catalogue';
import type { TenantSeed } from './demo-context';
import type { DemoJob, DemoTechnician } from './demo-field';
import { seedJobPhotos } from './demo-job-photos';

const MINUTE = 60_000;

interface DemoItem {
  label: string;
  kind: 'yesno' | 'number' | 'text';
  required: boolean;
  unit: string | null;
  min: string | null;
  max: string | null;
  choices: null;
  answer: { answerBool?: boolean; answerNumber?: string; answerText?: string };
}

/** The tune-up checklist the demo's first service carries, and the answers a technician gave on site. */
const TUNE_UP: DemoItem[] = [
  {
    label: 'Filter replaced',
    kind: 'yesno',
    required: true,
    unit: null,
    min: null,
    max: null,
    choices: null,
    answer: { answerBool: true },
  },
  {
    label: 'Suction pressure',
    kind: 'number',
    required: true,
    unit: 'psi',
    min: '60.000',
    max: '80.000',
    choices: null,
    answer: { answerNumber: '72.500' },
  },
  {
    label: 'Condition notes',
    kind: 'text',
    required: false,
    unit: null,
    min: null,
    max: null,
    choices: null,
    answer: { answerText: 'Coil clean, drain clear.' },
  },
];

/** A scribble drawn in code, standing in for a customer's signature on the sign-off. */
function signatureDataUrl(): string {
  const png = drawPng(120, 40, (x, y) =>
    Math.abs(y - 20 - Math.round(10 * Math.sin(x / 8))) < 2 ? [20, 20, 60] : [255, 255, 255],
  );
  return `data:image/png;base64,${png.toString('base64')}`;
}

/**
 * Field records: a checklist template on the first service with filled copies on completed jobs, the
 * technicians' travel and on-job time for those jobs with a shift around them, an approved week, labour cost
 * rates, the organization's timesheet rule, customer sign-offs and the technicians' photos of those jobs.
 */
export async function seedFieldRecords(
  seed: TenantSeed,
  catalogue: Catalogue,
  field: { technicians: DemoTechnician[]; jobs: DemoJob[] },
): Promise<void> {
  const { scope, clock } = seed;
  const { tenantId } = scope;
  await scope.tx.insert(timesheetSettings).values({ tenantId });
  if (field.technicians.length)
    await scope.tx.insert(technicianCostRates).values(
      field.technicians.map((tech, i) => ({
        tenantId,
        technicianId: tech.id,
        hourlyRate: (32 + 2 * (i % 5)).toFixed(2),
        effectiveFrom: clock.date(-120),
      })),
    );
  const [template] = await scope.tx
    .insert(checklistTemplates)
    .values({
      tenantId,
      name: 'AC tune-up',
      items: TUNE_UP.map(({ answer: _answer, ...item }) => item),
    })
    .returning({ id: checklistTemplates.id });
  const service = catalogue.services[0];
  if (service)
    await scope.tx
      .insert(checklistTemplateServices)
      .values({ tenantId, templateId: template.id, serviceId: service.id });

  const done = field.jobs
    .filter((j) => j.status === 'completed' && j.technicianId && j.completedAt)
    .slice(0, 4);
  for (const job of done) {
    const completedAt = job.completedAt!;
    // Jobs completed before start times were kept have none: the visit took an hour and a half.
    const startedAt = job.startedAt ?? new Date(completedAt.getTime() - 90 * MINUTE);
    const [checklist] = await scope.tx
      .insert(jobChecklists)
      .values({
        tenantId,
        jobId: job.id,
        templateId: template.id,
        name: 'AC tune-up',
        lastAnsweredAt: completedAt,
        // The first visit's answers are shown in the client's portal history, beside its after photo.
        portalVisible: job === done[0],
      })
      .returning({ id: jobChecklists.id });
    await scope.tx.insert(jobChecklistItems).values(
      TUNE_UP.map(({ answer, choices: _choices, ...item }, position) => ({
        tenantId,
        jobId: job.id,
        checklistId: checklist.id,
        position,
        ...item,
        ...answer,
        answeredAt: completedAt,
        version: 1,
      })),
    );
    const leftAt = new Date(startedAt.getTime() - 25 * MINUTE);
    await scope.tx.insert(timeEntries).values([
      {
        tenantId,
        technicianId: job.technicianId!,
        kind: 'shift',
        startedAt: new Date(leftAt.getTime() - 30 * MINUTE),
        endedAt: new Date(completedAt.getTime() + 45 * MINUTE),
      },
      {
        tenantId,
        technicianId: job.technicianId!,
        kind: 'travel',
        jobId: job.id,
        startedAt: leftAt,
        endedAt: startedAt,
      },
      {
        tenantId,
        technicianId: job.technicianId!,
        kind: 'on_job',
        jobId: job.id,
        startedAt,
        endedAt: completedAt,
      },
    ]);
    await scope.tx.insert(jobSignOffs).values({
      tenantId,
      jobId: job.id,
      signerName: job.clientName,
      signatureData: signatureDataUrl(),
      signedAt: completedAt,
    });
  }
  await seedJobPhotos(seed, done);
  // The week before last is approved for the first technician who worked in it.
  const first = done[0];
  if (first) {
    const day = new Date(first.completedAt!);
    const monday = new Date(
      Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() - ((day.getUTCDay() + 6) % 7)),
    );
    await scope.tx.insert(timesheetApprovals).values({
      tenantId,
      technicianId: first.technicianId!,
      weekStart: monday.toISOString().slice(0, 10),
      approvedByName: 'Office',
      approvedAt: clock.ago(1),
    });
  }
}
