import type { RegistrationKind } from '../../gql/graphql';

export const REGISTRATION_KINDS: { value: RegistrationKind; label: string; color: string }[] = [
  { value: 'DRIVER', label: 'Driver', color: 'brand' },
  { value: 'CUSTOMER', label: 'Customer', color: 'blue' },
  { value: 'FLEET_PARTNER', label: 'Fleet partner', color: 'grape' },
  { value: 'MERCHANT', label: 'Merchant', color: 'orange' },
];

export function registrationKindOf(value: string | null): RegistrationKind | null {
  return REGISTRATION_KINDS.find((kind) => kind.value === value)?.value ?? null;
}

export interface RegistrationDetails {
  vehicleType?: string | null;
  businessName?: string | null;
  fleetSize?: number | null;
  productCategory?: string | null;
}

/** What each kind told us besides name and contact, as short lines. */
export function detailLines(details: RegistrationDetails): string[] {
  const lines: string[] = [];
  if (details.vehicleType) lines.push(`Vehicle: ${details.vehicleType}`);
  if (details.businessName) lines.push(details.businessName);
  if (details.productCategory) lines.push(`Sells: ${details.productCategory}`);
  if (details.fleetSize != null) {
    lines.push(`${details.fleetSize} ${details.fleetSize === 1 ? 'vehicle' : 'vehicles'}`);
  }
  return lines;
}
