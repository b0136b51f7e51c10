import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tEn } from '../../test/i18n';
import { renderIsland } from '../../test/island';
import { PublicCreateRegistrationRequestDocument } from '../../gql/islands/graphql';
import {
  RegistrationFormIsland as RegistrationForm,
  registrationInput,
  registrationRules,
} from './RegistrationFormIsland';

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input, select' });

const submit = () => screen.getByRole('button', { name: /Register|Create/ });

describe('registration rules', () => {
  it('asks each kind for its own details only', () => {
    const driver = registrationRules('DRIVER', tEn, 'en');
    expect(driver.vehicleType('')).toBe('Vehicle type is required');
    expect(driver.businessName('')).toBeNull();

    const merchant = registrationRules('MERCHANT', tEn, 'en');
    expect(merchant.businessName('  ')).toBe('Business name is required');
    expect(merchant.productCategory('')).toBe('Product category is required');
    expect(merchant.vehicleType('')).toBeNull();

    const fleet = registrationRules('FLEET_PARTNER', tEn, 'en');
    expect(fleet.fleetSize('')).toBe('Fleet size is required');
    expect(fleet.fleetSize('0')).toBe('Fleet size must be a whole number from 1 to 10000');
    expect(fleet.fleetSize('2.5')).toBe('Fleet size must be a whole number from 1 to 10000');
    expect(fleet.fleetSize('12')).toBeNull();
    expect(fleet.businessName('')).toBeNull(); // optional for fleet partners

    const customer = registrationRules('CUSTOMER', tEn, 'en');
    expect(customer.countryCode('880')).toBeNull();
    expect(customer.countryCode('+88012')).toBe(
      'Country code must be + and 1 to 4 digits, like +880',
    );
    expect(customer.email('')).toBeNull(); // optional
    expect(customer.email('x@')).toBe('Email must be a valid e-mail address');
  });

  it('sends the fields of the kind, trimmed, with an empty e-mail as null', () => {
    const values = {
      name: ' Rahim Uddin ',
      countryCode: '+880',
      phone: '1712-345678',
      email: '',
      city: 'Dhaka',
      vehicleType: 'Bike',
      fleetSize: '3',
      businessName: 'Rahim Traders',
      productCategory: 'Groceries and food',
    };
    expect(registrationInput('DRIVER', values)).toEqual({
      kind: 'DRIVER',
      name: 'Rahim Uddin',
      countryCode: '+880',
      phone: '1712-345678',
      email: null,
      city: 'Dhaka',
      vehicleType: 'Bike',
    });
    expect(registrationInput('MERCHANT', values)).toMatchObject({
      kind: 'MERCHANT',
      businessName: 'Rahim Traders',
      productCategory: 'Groceries and food',
    });
    expect(registrationInput('MERCHANT', values)).not.toHaveProperty('vehicleType');
    expect(registrationInput('FLEET_PARTNER', values)).toMatchObject({ fleetSize: 3 });
  });
});

describe('RegistrationForm', () => {
  it('refuses a captain’s papers on their fields, in Bangla, before anything is sent', async () => {
    // A phone's picker lets "all files" through the accept list.
    const user = userEvent.setup({ applyAccept: false });
    const sent = jest.fn();
    global.fetch = sent as unknown as typeof fetch;
    renderIsland('RegistrationForm', <RegistrationForm kind="DRIVER" />, 'bn');
    await user.type(
      screen.getByLabelText(/^বিমার মেয়াদ শেষের তারিখ/, { selector: 'input' }),
      '২০২০-০১-০১',
    );
    await user.upload(
      screen.getByLabelText(/^ফিটনেস সনদের ফাইল/, { selector: 'input' }),
      new File(['GIF89a'], 'f.gif', { type: 'image/gif' }),
    );
    await user.click(screen.getByRole('button', { name: 'ড্রাইভার ক্যাপ্টেন হিসেবে নিবন্ধন করুন' }));
    for (const message of [
      'বিমার মেয়াদ শেষের তারিখ আজকের আগের হতে পারে না',
      'ফিটনেস সনদের ফাইল: শুধু JPEG, PNG, WebP বা PDF ফাইল দেওয়া যাবে',
      'জাতীয় পরিচয়পত্রের নম্বর দিতে হবে',
      'গাড়ির রেজিস্ট্রেশনের ফাইল দিতে হবে',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows the merchant’s required fields and sends nothing while they are missing', async () => {
    const user = userEvent.setup();
    renderIsland('RegistrationForm', <RegistrationForm kind="MERCHANT" />);
    expect(field('Country code')).toHaveValue('+880');
    await user.click(submit());
    for (const message of [
      'Name is required',
      'Phone is required',
      'City is required',
      'Business name is required',
      'Product category is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByLabelText(/^Vehicle type/)).not.toBeInTheDocument();
  });

  it('registers a customer and confirms it', async () => {
    const user = userEvent.setup();
    const input = {
      kind: 'CUSTOMER',
      name: 'Rahim Uddin',
      countryCode: '+880',
      phone: '1712-345678',
      email: null,
      city: 'Sylhet',
    };
    const data = {
      createRegistrationRequest: {
        id: 31,
        reference: 'DR-7K3P-Q9MX',
        kind: 'CUSTOMER',
        name: 'Rahim Uddin',
      },
    };
    const sent = jest.fn((_url: string, init: RequestInit) => {
      void init;
      return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ data }) });
    });
    global.fetch = sent as unknown as typeof fetch;
    const { missing } = renderIsland('RegistrationForm', <RegistrationForm kind="CUSTOMER" />);
    await user.type(field('Full name'), input.name);
    await user.type(field('Phone'), input.phone);
    await user.selectOptions(field('City'), 'Sylhet');
    await user.click(submit());
    expect(await screen.findByText('Registration received')).toBeInTheDocument();
    expect(field('Full name')).toHaveValue('');
    expect(JSON.parse(String(sent.mock.calls[0][1].body))).toEqual({
      query: PublicCreateRegistrationRequestDocument.toString(),
      variables: { input: { ...input, locale: 'en' } },
    });
    expect(missing).toEqual([]);
  });

  it('speaks Bangla with only its own messages: errors tied to their fields, read out', async () => {
    const user = userEvent.setup();
    const { missing } = renderIsland(
      'RegistrationForm',
      <RegistrationForm kind="FLEET_PARTNER" />,
      'bn',
    );
    await user.click(screen.getByRole('button', { name: 'ফ্লিট পার্টনার হিসেবে নিবন্ধন করুন' }));
    const name = screen.getByLabelText(/^পুরো নাম/, { selector: 'input' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    const error = await screen.findByText('নাম দিতে হবে');
    expect(name.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.getByLabelText(/^শহর/, { selector: 'select' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(missing).toEqual([]);
  });
});
