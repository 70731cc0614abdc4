import { z } from 'zod';
import { MSG } from '../constants/messages';
import type { Role } from '../constants/roles';
import { envelopeSchema, listEnvelopeSchema } from './common';
import { DEPARTMENT_NAME_MAX } from './departments';
import { cmsEntrySchema } from './tasks';

/** Service names share the department names' limit (spec part 2 §9). */
export const SERVICE_NAME_MAX = DEPARTMENT_NAME_MAX;
export const SERVICE_TYPE_NAME_MAX = 50;

/**
 * Who changes a company's services and labels: its own Company Admins and the Super Admin.
 * Everyone else who sees the company (its other people, linked hospitals) only reads them.
 */
export function canManageCompanyCatalogue(user: { role: Role; companyId: string | null }, companyId: string): boolean {
  return user.role === 'super_admin' || (user.role === 'company_admin' && user.companyId === companyId);
}

/** An id from the client; one that is not the caller's to see answers 404 from the service. */
const clientId = z.string({ error: MSG.notFound }).trim().max(100, MSG.notFound);

export const serviceNameSchema = z
  .string({ error: MSG.companyServices.nameRequired })
  .trim()
  .min(1, MSG.companyServices.nameRequired)
  .max(SERVICE_NAME_MAX, MSG.companyServices.nameLength);

const serviceTypeIdSchema = z
  .string({ error: MSG.companyServices.typeRequired })
  .trim()
  .min(1, MSG.companyServices.typeRequired)
  .max(100, MSG.companyServices.typeNotFound);

export const serviceTypeNameSchema = z
  .string({ error: MSG.companyServices.typeNameRequired })
  .trim()
  .min(1, MSG.companyServices.typeNameRequired)
  .max(SERVICE_TYPE_NAME_MAX, MSG.companyServices.typeNameLength);

/** POST company/services and company/serviceTypes: the company whose list is read. */
export const companyScopedInputSchema = z.object({ companyId: clientId });

export const serviceTypeSchema = z.object({ _id: z.string(), serviceType: z.string() });
export type ServiceType = z.infer<typeof serviceTypeSchema>;
export const serviceTypeListResponseSchema = listEnvelopeSchema(serviceTypeSchema);

/** POST company/serviceType: the admin adds a type the company lacks, from the service dialog. */
export const addServiceTypeInputSchema = z.object({ companyId: clientId, serviceType: serviceTypeNameSchema });
export type AddServiceTypeInput = z.input<typeof addServiceTypeInputSchema>;
export const serviceTypeSavedResponseSchema = envelopeSchema(serviceTypeSchema).extend({ msg: z.string() });

/** One row of the Services tab. Archived services are not listed. */
export const companyServiceSchema = z.object({
  _id: z.string(),
  service: z.string(),
  serviceType: serviceTypeSchema.nullable(),
  divisionId: z.string().nullable(),
  division: z.string().nullable(),
});
export type CompanyService = z.infer<typeof companyServiceSchema>;
export const companyServiceListResponseSchema = listEnvelopeSchema(companyServiceSchema);

/**
 * POST company/service (spec part 2 §7). `createdBy` is accepted for the spec's payload but the
 * server records the caller; `divisionId` (a large company's division) may be left empty.
 */
export const addServiceInputSchema = z.object({
  createdBy: z.string().max(100).optional(),
  service: serviceNameSchema,
  serviceType: serviceTypeIdSchema,
  divisionId: z.string().trim().max(100, MSG.companyServices.divisionNotFound).nullable().optional(),
  companyId: clientId,
});
export type AddServiceInput = z.input<typeof addServiceInputSchema>;

/** PATCH company/service */
export const updateServiceInputSchema = z.object({
  service: serviceNameSchema,
  serviceType: serviceTypeIdSchema,
  companyId: clientId,
  id: clientId,
});
export type UpdateServiceInput = z.input<typeof updateServiceInputSchema>;

/** DELETE company/service/:serviceId/:companyId */
export const deleteServiceParamsSchema = z.object({ serviceId: clientId, companyId: clientId });
export type DeleteServiceParams = z.input<typeof deleteServiceParamsSchema>;

/** All three answer the service with its type (`data.service`, `data.serviceType`). */
export const serviceSavedResponseSchema = envelopeSchema(companyServiceSchema).extend({ msg: z.string() });
export type ServiceSavedResponse = z.infer<typeof serviceSavedResponseSchema>;
/** A service that tasks name is archived (kept for them, no longer offered) instead of deleted. */
export const serviceDeletedResponseSchema = envelopeSchema(
  companyServiceSchema.extend({ archived: z.boolean() }),
).extend({ msg: z.string() });

// ---- CMS: the company's labels for the optional patient fields ----

/** The three entries the CMS tab edits, in its order, with their default names. */
export const CMS_FIELDS = [
  { value: 'patientName', name: 'Patient Name' },
  { value: 'caseNumber', name: 'Case Number' },
  { value: 'patientSurvey', name: 'Patient Survey' },
] as const;
export type CmsField = (typeof CMS_FIELDS)[number]['value'];

const cmsFieldName = (value: string) => CMS_FIELDS.find((f) => f.value === value)?.name ?? value;

/**
 * The longest label a field may have (spec part 2 §5): 15 characters for a price, quantity or
 * amount, 20 for a product or item, 50 for anything else. Read from the field's key.
 */
export function cmsLabelMaxLength(key: string): number {
  if (/price|quantity|amount/i.test(key)) return 15;
  if (/product|item/i.test(key)) return 20;
  return 50;
}

/** POST task/cms/:companyId: the whole list (`cmsData`), one entry per field. */
export const saveCmsInputSchema = z.object({
  cmsData: z
    .array(
      cmsEntrySchema.extend({
        value: z.string().max(50),
        label: z.string({ error: MSG.cms.entriesInvalid }).trim(),
      }),
      { error: MSG.cms.entriesInvalid },
    )
    .max(CMS_FIELDS.length, MSG.cms.entriesInvalid)
    .superRefine((entries, ctx) => {
      const values = entries.map((e) => e.value);
      const complete =
        entries.length === CMS_FIELDS.length &&
        CMS_FIELDS.every((f) => values.filter((v) => v === f.value).length === 1);
      if (!complete) {
        ctx.addIssue({ code: 'custom', message: MSG.cms.entriesInvalid });
        return;
      }
      entries.forEach((entry, index) => {
        const name = cmsFieldName(entry.value);
        const max = cmsLabelMaxLength(entry.value);
        if (entry.checked && !entry.label) {
          ctx.addIssue({ code: 'custom', message: MSG.cms.labelRequired(name), path: [index, 'label'] });
        } else if (entry.label.length > max) {
          ctx.addIssue({ code: 'custom', message: MSG.cms.labelLength(name, max), path: [index, 'label'] });
        }
      });
    }),
});
export type SaveCmsInput = z.input<typeof saveCmsInputSchema>;
export const cmsSavedResponseSchema = envelopeSchema(z.object({ label: z.array(cmsEntrySchema) })).extend({
  msg: z.string(),
});
