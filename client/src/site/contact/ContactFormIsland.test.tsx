import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIsland } from '../../test/island';
import { PublicSendContactMessageDocument } from '../../gql/islands/graphql';
import { ContactFormIsland } from './ContactFormIsland';

const ContactForm = () => <ContactFormIsland posted={null} />;

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

/** The server answers the mutation with this body; the requests sent are kept. */
function answer(body: object) {
  const sent = jest.fn((_url: string, init: RequestInit) => {
    void init;
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) });
  });
  global.fetch = sent as unknown as typeof fetch;
  return sent;
}

describe('ContactForm', () => {
  it('says what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    renderIsland('ContactForm', <ContactForm />);
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
    renderIsland('ContactForm', <ContactForm />);
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
    const sent = answer({ data: { sendContactMessage: { id: 9, reference: 'DR-7K3P-Q9MX' } } });
    renderIsland('ContactForm', <ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/Thank you, Nusrat Jahan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'follow your request' })).toHaveAttribute(
      'href',
      '/status?ref=DR-7K3P-Q9MX',
    );
    const [url, init] = sent.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(JSON.parse(String(init.body))).toEqual({
      query: PublicSendContactMessageDocument.toString(),
      variables: { input: { ...input, locale: 'en' } },
    });
    expect(field('Name')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
  });

  it('shows the server’s field errors on their fields', async () => {
    const user = userEvent.setup();
    const error = {
      message: 'Invalid input',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'input.email', message: 'Email must be a valid e-mail address' }],
      },
    };
    answer({ errors: [error] });
    renderIsland('ContactForm', <ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByText('Email must be a valid e-mail address')).toBeInTheDocument();
    await waitFor(() => expect(field('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Name')).toHaveValue(input.name); // nothing is lost
  });

  it('explains the rate limit', async () => {
    const user = userEvent.setup();
    answer({
      errors: [{ message: 'Too many requests', extensions: { code: 'TOO_MANY_REQUESTS' } }],
    });
    renderIsland('ContactForm', <ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/wait a minute/);
  });

  it('speaks Bangla with only its own messages: errors tied to their fields', async () => {
    const user = userEvent.setup();
    const { missing } = renderIsland('ContactForm', <ContactForm />, 'bn');
    await user.click(screen.getByRole('button', { name: 'বার্তা পাঠান' }));
    const name = screen.getByLabelText(/^নাম/, { selector: 'input' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    const error = await screen.findByText('নাম দিতে হবে');
    expect(name.getAttribute('aria-describedby')).toBe(error.id);
    expect(missing).toEqual([]);
  });
});

describe('the consent line', () => {
  it('says what the details are for and links the privacy notice in the page’s language', () => {
    const en = renderIsland('ContactForm', <ContactForm />);
    const notice = screen.getByRole('link', { name: 'privacy notice' });
    expect(notice).toHaveAttribute('href', '/pages/privacy-policy');
    expect(notice.closest('p')).toHaveTextContent(/only to answer this message/);
    expect(en.missing).toEqual([]);
    en.unmount();
    const bn = renderIsland('ContactForm', <ContactForm />, 'bn');
    expect(screen.getByRole('link', { name: 'গোপনীয়তা নীতি' })).toHaveAttribute(
      'href',
      '/bn/pages/privacy-policy',
    );
    expect(bn.missing).toEqual([]);
  });
});
