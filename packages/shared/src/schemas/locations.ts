import { z } from 'zod';
import { MSG } from '../constants/messages';
import { TASK_STATUSES } from '../constants/tasks';
import { formBoolean, lookupSearchSchema, pageNumberField, pagerSchema } from './common';

/** Spec part 2 §9: the locations list shows 10 a page; the call takes up to 100. */
export const LOCATION_LIST_PAGE_SIZE = 10;
export const LOCATION_PAGE_SIZE_MAX = 100;
export const LOCATION_NAME_MIN = 2;
export const LOCATION_NAME_MAX = 50;
export const LOCATION_DESCRIPTION_MAX = 255;

/** A form-encoded body carries the nested objects as JSON text. */
const jsonText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

export const locationAddressSchema = z.object(
  {
    formattedAddress: z
      .string({ error: MSG.locations.addressRequired })
      .trim()
      .min(1, MSG.locations.addressRequired)
      .max(200, MSG.locations.addressInvalid),
    city: z.string().trim().max(100).default(''),
    state: z.string().trim().max(50).default(''),
    zipCode: z.string().trim().max(10).default(''),
  },
  { error: MSG.locations.addressRequired },
);
export type LocationAddress = z.output<typeof locationAddressSchema>;

/** GeoJSON point, `[longitude, latitude]`. */
export const pointSchema = z.object(
  {
    type: z.literal('Point', { error: MSG.locations.addressInvalid }),
    coordinates: z.tuple(
      [
        z
          .number({ error: MSG.locations.addressInvalid })
          .min(-180, MSG.locations.addressInvalid)
          .max(180, MSG.locations.addressInvalid),
        z
          .number({ error: MSG.locations.addressInvalid })
          .min(-90, MSG.locations.addressInvalid)
          .max(90, MSG.locations.addressInvalid),
      ],
      { error: MSG.locations.addressInvalid },
    ),
  },
  { error: MSG.locations.addressInvalid },
);
export type Point = z.output<typeof pointSchema>;

export const locationNameSchema = z
  .string({ error: MSG.locations.nameRequired })
  .trim()
  .min(1, MSG.locations.nameRequired)
  .min(LOCATION_NAME_MIN, MSG.locations.nameLength)
  .max(LOCATION_NAME_MAX, MSG.locations.nameLength);

const locationFields = {
  name: locationNameSchema,
  address: z.preprocess(jsonText, locationAddressSchema),
  description: z
    .string()
    .trim()
    .max(LOCATION_DESCRIPTION_MAX, MSG.locations.descriptionLength)
    .nullish()
    .transform((v) => v ?? ''),
  geometry: z.preprocess(jsonText, pointSchema),
};

/** POST task/location/add_location (spec part 2 §7). */
export const addLocationInputSchema = z.object(locationFields);
export type AddLocationInput = z.input<typeof addLocationInputSchema>;

/** PUT task/location/update_location: the same fields plus `location_id`. */
export const updateLocationInputSchema = z.object({
  location_id: z.string({ error: MSG.locations.notFound }).trim().min(1, MSG.locations.notFound).max(100),
  ...locationFields,
});
export type UpdateLocationInput = z.input<typeof updateLocationInputSchema>;

export const locationIdInputSchema = z.object({
  location_id: z.string({ error: MSG.locations.notFound }).trim().min(1, MSG.locations.notFound).max(100),
});

/** PUT task/location/toggle_status: the hospital's Task Location setting. */
export const toggleLocationInputSchema = z.object({
  status: formBoolean,
});

/** GET task/location/get_locations: Add Task asks for 5, the Locations screen for 10. */
export const locationListQuerySchema = z.object({
  search: lookupSearchSchema,
  pageNumber: pageNumberField,
  pageSize: z.coerce.number().int().min(1).max(LOCATION_PAGE_SIZE_MAX).default(LOCATION_LIST_PAGE_SIZE),
});
export type LocationListQuery = z.input<typeof locationListQuerySchema>;

export const locationRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  address: z.object({
    formattedAddress: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
  }),
  description: z.string(),
  geometry: pointSchema.nullable(),
});
export type LocationRow = z.output<typeof locationRowSchema>;

export const locationListResponseSchema = z.object({
  status: z.number().int(),
  data: z.array(locationRowSchema),
  pager: pagerSchema.extend({ total: z.number().int() }),
});
export type LocationListResponse = z.output<typeof locationListResponseSchema>;

export const locationSavedResponseSchema = z.object({
  status: z.number().int(),
  msg: z.string(),
  data: locationRowSchema,
});

export const associatedTaskSchema = z.object({
  _id: z.string(),
  taskName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  taskStatus: z.enum(TASK_STATUSES),
});
export type AssociatedTask = z.output<typeof associatedTaskSchema>;

export const associatedTasksResponseSchema = z.object({
  status: z.number().int(),
  canDelete: z.boolean(),
  data: z.array(associatedTaskSchema),
});
export type AssociatedTasksResponse = z.output<typeof associatedTasksResponseSchema>;

export const toggleLocationResponseSchema = z.object({
  status: z.number().int(),
  msg: z.string(),
  data: z.object({ taskLocation: z.boolean() }),
});

/** GET task/location/address_suggestions?q= — the address autocomplete. */
export const addressSuggestionQuerySchema = z.object({
  q: z.string().trim().min(2, MSG.locations.searchTooShort).max(200),
});

export const addressSuggestionSchema = z.object({
  formattedAddress: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  geometry: pointSchema,
});
export type AddressSuggestion = z.output<typeof addressSuggestionSchema>;

export const addressSuggestionsResponseSchema = z.object({
  status: z.number().int(),
  data: z.array(addressSuggestionSchema),
});
