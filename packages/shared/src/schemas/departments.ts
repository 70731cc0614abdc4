import { z } from 'zod';
import { MSG } from '../constants/messages';
import { envelopeSchema, listEnvelopeSchema, messageResponseSchema } from './common';

/** Department (and service) names: at most 100 characters (spec part 2 §9). */
export const DEPARTMENT_NAME_MAX = 100;

/** A department's name: trimmed, not blank, at most 100 characters (spec part 2 §5, §9). */
export const departmentNameSchema = z
  .string({ error: MSG.departments.nameInvalid })
  .trim()
  .min(1, MSG.departments.nameInvalid)
  .max(DEPARTMENT_NAME_MAX, MSG.departments.nameLength);

/** An id from the client; anything that is not one of the caller's departments answers 404. */
const departmentIdSchema = z.string({ error: MSG.departments.notFound }).max(100, MSG.departments.notFound);

/** POST department/get_department: no payload. */
export const departmentSchema = z.object({ _id: z.string(), name: z.string() });
export type Department = z.infer<typeof departmentSchema>;
export const departmentsResponseSchema = listEnvelopeSchema(departmentSchema);
export type DepartmentsResponse = z.infer<typeof departmentsResponseSchema>;

/** POST department/add_department */
export const addDepartmentInputSchema = z.object({ name: departmentNameSchema });
export type AddDepartmentInput = z.input<typeof addDepartmentInputSchema>;

/** POST department/update_department */
export const updateDepartmentInputSchema = z.object({ id: departmentIdSchema, name: departmentNameSchema });
export type UpdateDepartmentInput = z.input<typeof updateDepartmentInputSchema>;

/** POST department/delete_department */
export const deleteDepartmentInputSchema = z.object({ id: departmentIdSchema });
export type DeleteDepartmentInput = z.input<typeof deleteDepartmentInputSchema>;

/** Add and update answer the saved department beside the message, so the list can show it at once. */
export const departmentSavedResponseSchema = envelopeSchema(departmentSchema).extend({ msg: z.string() });
export type DepartmentSavedResponse = z.infer<typeof departmentSavedResponseSchema>;

export const departmentDeletedResponseSchema = messageResponseSchema;
