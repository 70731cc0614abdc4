import type { Ref } from 'react';
import { useCompanyOptions, type CompanyOption } from '@/lib/lookups/get-company-options';
import { useDepartmentOptions, type DepartmentOption } from '@/lib/lookups/get-department-options';
import { useDivisionOptions, type DivisionOption } from '@/lib/lookups/get-division-options';
import { useLocationOptions, type LocationOption } from '@/lib/lookups/get-location-options';
import { useServiceOptions, type ServiceOption } from '@/lib/lookups/get-service-options';
import { useOptionSearch } from '../hooks/use-option-search';
import { OptionAutocomplete } from './option-autocomplete';

/** What a form passes to each lookup field. */
export interface LookupFieldProps<T> {
  label: string;
  value: T | null;
  onChange: (value: T | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string | undefined;
}

const nameOf = (o: { name: string }) => o.name;

export function LocationField(props: LookupFieldProps<LocationOption>) {
  const lookup = useOptionSearch();
  const query = useLocationOptions(lookup.search, lookup.isOpen);
  return <OptionAutocomplete {...props} {...lookup.bindings} getLabel={nameOf} query={query} />;
}

export function DepartmentField({
  locationId,
  taskLocation,
  ...props
}: LookupFieldProps<DepartmentOption> & { locationId: string | null; taskLocation: boolean }) {
  const lookup = useOptionSearch();
  const query = useDepartmentOptions({ search: lookup.search, locationId, taskLocation }, lookup.isOpen);
  return <OptionAutocomplete {...props} {...lookup.bindings} getLabel={nameOf} query={query} />;
}

export function CompanyField({
  locationId,
  taskLocation,
  ...props
}: LookupFieldProps<CompanyOption> & { locationId: string | null; taskLocation: boolean }) {
  const lookup = useOptionSearch();
  const query = useCompanyOptions({ search: lookup.search, locationId, taskLocation }, lookup.isOpen);
  return <OptionAutocomplete {...props} {...lookup.bindings} getLabel={nameOf} query={query} />;
}

export function DivisionField({ companyId, ...props }: LookupFieldProps<DivisionOption> & { companyId: string }) {
  const lookup = useOptionSearch();
  const query = useDivisionOptions({ search: lookup.search, companyId }, lookup.isOpen);
  return <OptionAutocomplete {...props} {...lookup.bindings} getLabel={nameOf} query={query} />;
}

export function ServiceField({
  companyId,
  divisionId,
  ...props
}: LookupFieldProps<ServiceOption> & { companyId: string; divisionId: string | null }) {
  const lookup = useOptionSearch();
  const query = useServiceOptions({ search: lookup.search, companyId, divisionId }, lookup.isOpen);
  return <OptionAutocomplete {...props} {...lookup.bindings} getLabel={(o) => o.service} query={query} />;
}
