import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { PublicSendContactMessageDocument } from '../../gql/site/graphql';
import { renderWithProviders } from '../../test/render';
import { ContactForm } from './ContactForm';

const input = {
  name: 'Nusrat Jahan',
  contactNumber: '+880 1712-345678',
  email: 'nusrat@example.com',
  subject: 'Ambulance booking',
  message: 'Can I book an ICU ambulance for next Friday?',
};

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input, textarea' });

async function fill(user: ReturnType<typeof userEvent.setup>, values = input) {
  await user.type(field('Name'), values.name);
  await user.type(field('Contact number'), values.contactNumber);
  await user.type(field('Email'), values.email);
  await user.type(field('Subject'), values.subject);
  await user.type(field('Message'), values.message);
}

const sendMock = (result: object) => ({
  request: { query: PublicSendContactMessageDocument, variables: { input } },
  result,
});

describe('ContactForm', () => {
  it('says what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    for (const message of [
      'Name is required',
      'Contact number is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the phone number and the e-mail address as the server does', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />);
    await user.type(field('Contact number'), '12ab');
    await user.type(field('Email'), 'not-an-address');
    await user.click(field('Subject'));
    expect(
      await screen.findByText(
        'Contact number must be a phone number: 6 to 20 digits (spaces, dashes and a leading + allowed)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Email must be a valid e-mail address')).toBeInTheDocument();
  });

  it('sends the message, thanks the visitor and empties the form', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactForm />, {
      mocks: [sendMock({ data: { sendContactMessage: { __typename: 'ContactMessage', id: 9 } } })],
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/Thank you, Nusrat Jahan/)).toBeInTheDocument();
    expect(field('Name')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
  });

  it('shows the server’s field errors on their fields', async () => {
    const user = userEvent.setup();
    const error = new GraphQLError('Invalid input', {
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'input.email', message: 'Email must be a valid e-mail address' }],
      },
    });
    renderWithProviders(<ContactForm />, { mocks: [sendMock({ errors: [error] })] });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByText('Email must be a valid e-mail address')).toBeInTheDocument();
    await waitFor(() => expect(field('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Name')).toHaveValue(input.name); // nothing is lost
  });

  it('explains the rate limit', async () => {
    const user = userEvent.setup();
    const error = new GraphQLError('Too many requests', {
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    renderWithProviders(<ContactForm />, { mocks: [sendMock({ errors: [error] })] });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/wait a minute/);
  });
});
