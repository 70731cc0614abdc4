import {
  addDepartmentInputSchema,
  deleteDepartmentInputSchema,
  departmentDeletedResponseSchema,
  departmentSavedResponseSchema,
  departmentsResponseSchema,
  updateDepartmentInputSchema,
} from '../schemas/departments';
import { departmentSearchInputSchema, optionListResponseSchema } from '../schemas/tasks';
import { defineEndpoints } from './endpoint';

/** The Departments screen's calls (department service) and the department lookup the task service answers. */
export const departmentEndpoints = defineEndpoints('department', {
  departmentSearch: {
    service: 'task',
    method: 'POST',
    path: '/departmentSearch',
    auth: true,
    summary: 'The departments the caller may book for or filter by',
    body: departmentSearchInputSchema,
    response: optionListResponseSchema,
  },
  getDepartments: {
    service: 'department',
    method: 'POST',
    path: '/get_department',
    auth: true,
    summary: 'Departments of the caller\u2019s hospital, sorted by name',
    response: departmentsResponseSchema,
  },
  addDepartment: {
    service: 'department',
    method: 'POST',
    path: '/add_department',
    auth: true,
    summary: 'Add a department (Account Admin); names are unique per hospital, ignoring case',
    body: addDepartmentInputSchema,
    response: departmentSavedResponseSchema,
  },
  updateDepartment: {
    service: 'department',
    method: 'POST',
    path: '/update_department',
    auth: true,
    summary: 'Rename a department (Account Admin)',
    body: updateDepartmentInputSchema,
    response: departmentSavedResponseSchema,
  },
  deleteDepartment: {
    service: 'department',
    method: 'POST',
    path: '/delete_department',
    auth: true,
    summary: 'Delete a department that has no tasks and no schedulers (Account Admin)',
    body: deleteDepartmentInputSchema,
    response: departmentDeletedResponseSchema,
  },
});
