import { NeedsJavaScript } from '../../components/NeedsJavaScript';
import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { FormProblem } from '../../components/FormProblem';
import {
  PublicCreateRegistrationRequestDocument,
  type RegistrationKind,
  type RegistrationRequestInput,
  type VehicleGroup,
} from '../../gql/site/graphql';
import { selectField, textField } from '../forms/fields';
import { FormSuccess } from '../forms/FormSuccess';
import { FORM_CONTEXT, reportFailure } from '../forms/submit';
import { check, email, maxLength, phone, required, requiredText } from '../forms/validation';
import {
  CITIES,
  PRODUCT_CATEGORIES,
  REGISTRATION_KINDS,
  VEHICLE_TYPES,
  type ExtraField,
} from './registrationKinds';

export interface RegistrationValues {
  name: string;
  countryCode: string;
  phone: string;
  email: string;
  city: string;
  vehicleType: string;
  fleetSize: string;
  businessName: string;
  productCategory: string;
}

const EMPTY: RegistrationValues = {
  name: '',
  countryCode: '+880',
  phone: '',
  email: '',
  city: '',
  vehicleType: '',
  fleetSize: '',
  businessName: '',
  productCategory: '',
};

export const MAX_FLEET = 10_000;

const fleetSize = (value: string) =>
  /^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= MAX_FLEET
    ? null
    : `Fleet size must be a whole number from 1 to ${MAX_FLEET}`;

/** The server's rules for one kind of registration; fields the kind does not ask for pass. */
export function registrationRules(kind: RegistrationKind) {
  const { extras } = REGISTRATION_KINDS[kind];
  const when = (field: ExtraField, rule: (v: string) => string | null) => (value: string) =>
    extras[field] === 'required' || (extras[field] === 'optional' && value.trim())
      ? rule(value)
      : null;
  return {
    name: requiredText('Name', 100),
    countryCode: (value: string) =>
      /^\+?\d{1,4}$/.test(value.trim())
        ? null
        : 'Country code must be + and 1 to 4 digits, like +880',
    phone: check(requiredText('Phone', 30), phone('Phone')),
    email: check(maxLength('Email', 254), email('Email')),
    city: requiredText('City', 80),
    vehicleType: when('vehicleType', required('Vehicle type')),
    fleetSize: when('fleetSize', check(required('Fleet size'), fleetSize)),
    businessName: when('businessName', requiredText('Business name', 120)),
    productCategory: when('productCategory', requiredText('Product category', 80)),
  };
}

/** The mutation's input: the common fields plus only what this kind asks for. */
export function registrationInput(
  kind: RegistrationKind,
  values: RegistrationValues,
): RegistrationRequestInput {
  const { extras } = REGISTRATION_KINDS[kind];
  const text = (value: string) => value.trim() || null;
  return {
    kind,
    name: values.name.trim(),
    countryCode: values.countryCode.trim(),
    phone: values.phone.trim(),
    email: text(values.email),
    city: values.city.trim(),
    ...(extras.vehicleType && { vehicleType: values.vehicleType as VehicleGroup }),
    ...(extras.fleetSize && { fleetSize: Number(values.fleetSize) }),
    ...(extras.businessName && { businessName: text(values.businessName) }),
    ...(extras.productCategory && { productCategory: text(values.productCategory) }),
  };
}

const OPTIONAL = { description: 'Optional', withAsterisk: false };

/** One registration form for the four kinds: driver captain, customer, fleet partner, merchant. */
export function RegistrationForm({ kind }: { kind: RegistrationKind }) {
  const config = REGISTRATION_KINDS[kind];
  const { extras } = config;
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [register, { loading }] = useMutation(PublicCreateRegistrationRequestDocument, {
    context: FORM_CONTEXT,
  });
  const form = useForm<RegistrationValues>({
    initialValues: EMPTY,
    validate: registrationRules(kind),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    setDone(false);
    try {
      await register({ variables: { input: registrationInput(kind, values) } });
      setDone(true);
      form.reset();
    } catch (error) {
      setProblem(reportFailure(error, form));
    }
  });

  return (
    <form onSubmit={submit} method="post" noValidate aria-label={config.pageName}>
      <Stack gap="md">
        <NeedsJavaScript />
        {done && (
          <FormSuccess title="Registration received">Thank you! {config.success}</FormSuccess>
        )}
        <FormProblem>{problem}</FormProblem>
        {textField(form, 'name', 'Full name', { autoComplete: 'name' })}
        <div style={{ display: 'grid', gridTemplateColumns: '130px 1fr', gap: 12 }}>
          {textField(form, 'countryCode', 'Country code', { autoComplete: 'tel-country-code' })}
          {textField(form, 'phone', 'Phone', {
            type: 'tel',
            autoComplete: 'tel-national',
            placeholder: '1712-345678',
          })}
        </div>
        {textField(form, 'email', 'Email', { type: 'email', autoComplete: 'email', ...OPTIONAL })}
        {selectField(form, 'city', 'City', 'Choose your city', CITIES)}
        {extras.vehicleType &&
          selectField(form, 'vehicleType', 'Vehicle type', 'Choose your vehicle', VEHICLE_TYPES)}
        {extras.businessName &&
          textField(form, 'businessName', 'Business name', {
            autoComplete: 'organization',
            ...(extras.businessName === 'optional' && OPTIONAL),
          })}
        {extras.productCategory &&
          selectField(
            form,
            'productCategory',
            'Product category',
            'What do you sell?',
            PRODUCT_CATEGORIES,
          )}
        {extras.fleetSize &&
          textField(form, 'fleetSize', 'Fleet size', {
            description: 'How many vehicles you own',
            inputMode: 'numeric',
          })}
        <Button type="submit" size="md" loading={loading}>
          {config.submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
