import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIsland } from '../../test/island';
import {
  PublicCreateReservationDocument,
  PublicUploadBookingDocumentDocument,
} from '../../gql/islands/graphql';
import { BookingFormIsland, type BookingFormProps } from './BookingFormIsland';
import { addDays, todayInDhaka } from './bookingRules';

const today = todayInDhaka();
const journeyDate = addDays(today, 3);
const props: BookingFormProps = {
  prefill: {},
  places: { from: ['Dhaka', 'Gulshan'], to: ['Chattogram', 'Motijheel'] },
  fare: null,
  today,
  phone: '+880 9610-334455',
  posted: null,
};

const documentField = () =>
  screen.getByLabelText<HTMLInputElement>('Booking document', { selector: 'input' });

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input, select' });

interface Answer {
  status?: number;
  body: object;
}

/**
 * The server: GET /api/location/fare and POST /graphql (JSON) answered by `answers` in turn; the
 * requests sent are kept.
 */
function serve(...answers: Answer[]) {
  const sent = jest.fn((_url: string, init?: RequestInit) => {
    void init;
    const { status = 200, body } = answers.shift() ?? { status: 500, body: {} };
    return Promise.resolve({
      ok: status < 300,
      status,
      json: () => Promise.resolve(body),
    });
  });
  global.fetch = sent as unknown as typeof fetch;
  return sent;
}

/** What the browser's XMLHttpRequest does for an upload, answered by the test. */
class FakeUpload {
  static current: FakeUpload | null = null;
  upload: { onprogress: ((e: { loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  headers: Record<string, string> = {};
  url = '';
  body: FormData | null = null;
  status = 0;
  statusText = '';
  response = '';
  responseType = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return 'application/json';
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.current = this;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total }));
  }
  answer(body: object) {
    this.status = 200;
    this.response = JSON.stringify(body);
    this.onload?.();
  }
}

/** jsdom has no fetch Response: what uploadFetch builds from the XMLHttpRequest's answer. */
class TextResponse {
  readonly ok: boolean;
  readonly status: number;
  constructor(
    private readonly text: string,
    init: { status: number },
  ) {
    this.status = init.status;
    this.ok = init.status >= 200 && init.status < 300;
  }
  json() {
    return Promise.resolve(JSON.parse(this.text) as unknown);
  }
}

beforeEach(() => {
  FakeUpload.current = null;
  Object.assign(globalThis, { XMLHttpRequest: FakeUpload, Response: TextResponse });
});

async function fillRide(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(field('From'), 'Gulshan');
  await user.selectOptions(field('To'), 'Motijheel');
  await user.type(field('Passenger name'), 'Karim Ahmed');
  await user.type(field('Email'), 'karim@example.com');
  await user.type(field('Mobile'), '01712345678');
  await user.selectOptions(field('Passengers'), '2');
  await user.type(field('Journey date'), journeyDate);
}

const input = {
  kind: 'RIDE',
  departureLocation: 'Gulshan',
  destinationLocation: 'Motijheel',
  passengerName: 'Karim Ahmed',
  email: 'karim@example.com',
  mobile: '01712345678',
  numberOfPassengers: 2,
  journeyDate,
};
const reservation = {
  id: 12,
  reference: 'DR-7K3P-Q9MX',
  kind: 'RIDE',
  departureLocation: 'Gulshan',
  destinationLocation: 'Motijheel',
  journeyDate,
  numberOfPassengers: 2,
};
const noFare = { status: 404, body: { message: 'No fare for this route' } };

describe('BookingForm (island)', () => {
  it('opens with the route of the address and the fare the server found, asking for nothing', () => {
    const sent = serve();
    renderIsland(
      'BookingForm',
      <BookingFormIsland
        {...props}
        prefill={{ kind: 'RIDE', from: 'Dhaka', to: 'Chattogram' }}
        fare={{ from: 'Dhaka', to: 'Chattogram', quote: { state: 'found', fareRate: 6500 } }}
      />,
    );
    expect(field('From')).toHaveValue('Dhaka');
    expect(field('To')).toHaveValue('Chattogram');
    expect(screen.getByTestId('booking-fare')).toHaveTextContent('Tk 6,500');
    expect(sent).not.toHaveBeenCalled();
  });

  it('asks for the fare of the route the visitor picks', async () => {
    const user = userEvent.setup();
    const sent = serve({ body: { from: 'Dhaka', to: 'Chattogram', fareRate: 6500 } }, noFare);
    renderIsland('BookingForm', <BookingFormIsland {...props} />);
    await user.selectOptions(field('From'), 'Dhaka');
    await user.selectOptions(field('To'), 'Chattogram');
    expect(await screen.findByTestId('booking-fare')).toHaveTextContent('Tk 6,500');
    expect(sent.mock.calls[0][0]).toBe('/api/location/fare?from=Dhaka&to=Chattogram');
    await user.selectOptions(field('To'), 'Motijheel');
    expect(await screen.findByText(/No fixed fare for this route yet/)).toBeInTheDocument();
  });

  it('says what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = serve();
    renderIsland('BookingForm', <BookingFormIsland {...props} />);
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    for (const message of [
      'Departure location is required',
      'Destination location is required',
      'Passenger name is required',
      'Email is required',
      'Mobile is required',
      'Journey date is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(sent).not.toHaveBeenCalled();
  });

  it('offers at most 6 passengers for a helicopter, and quotes it by phone', async () => {
    const user = userEvent.setup();
    renderIsland('BookingForm', <BookingFormIsland {...props} />);
    expect(within(field('Passengers')).getAllByRole('option')).toHaveLength(14);
    await user.selectOptions(field('Passengers'), '12');
    // A labelled group of radio buttons: the arrow keys move the choice.
    const kinds = screen.getByRole('radiogroup', { name: 'What would you like to book?' });
    expect(within(kinds).getByRole('radio', { name: 'Ride' })).toBeChecked();
    await user.click(within(kinds).getByRole('radio', { name: 'Ride' }));
    await user.keyboard('{ArrowRight}');
    expect(within(kinds).getByRole('radio', { name: 'Helicopter' })).toBeChecked();
    expect(within(field('Passengers')).getAllByRole('option')).toHaveLength(6);
    expect(field('Passengers')).toHaveValue('6');
    expect(screen.getByText(/quoted by our team/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request helicopter booking' })).toBeInTheDocument();
  });

  it('sends the document as a multipart upload with its progress, books the ride, and books again', async () => {
    const user = userEvent.setup();
    const sent = serve(noFare, { body: { data: { createReservation: reservation } } });
    const { missing } = renderIsland('BookingForm', <BookingFormIsland {...props} />);
    await fillRide(user);
    const permit = new File(['%PDF-1.4'], 'permit.pdf', { type: 'application/pdf' });
    await user.upload(documentField(), permit);
    expect(screen.getByText('permit.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request booking' }));

    await waitFor(() => expect(FakeUpload.current).not.toBeNull());
    const upload = FakeUpload.current!;
    expect(upload.url).toBe('/graphql');
    expect(upload.headers['apollo-require-preflight']).toBe('true');
    expect(JSON.parse(String(upload.body!.get('operations')))).toEqual({
      query: PublicUploadBookingDocumentDocument.toString(),
      variables: { file: null },
    });
    expect(JSON.parse(String(upload.body!.get('map')))).toEqual({ 0: ['variables.file'] });
    expect((upload.body!.get('0') as File).name).toBe('permit.pdf');
    upload.progress(50, 100);
    expect(screen.getByText('Uploading the document: 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading the document' })).toBeInTheDocument();
    act(() =>
      upload.answer({
        data: { uploadBookingDocument: { id: 7, fileName: 'permit.pdf', claimToken: 'tok-7' } },
      }),
    );

    expect(
      await screen.findByRole('heading', { name: 'Booking request received' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      /Ride from Gulshan.*Your reference is DR-7K3P-Q9MX\./,
    );
    expect(screen.getByRole('status')).toHaveTextContent('+880 9610-334455');
    const [url, init] = sent.mock.calls[1];
    expect(url).toBe('/graphql');
    expect(JSON.parse(String(init!.body))).toEqual({
      query: PublicCreateReservationDocument.toString(),
      variables: { input: { ...input, bookingDocumentId: 7, claimToken: 'tok-7', locale: 'en' } },
    });

    await user.click(screen.getByRole('link', { name: 'Make another booking' }));
    expect(field('Passenger name')).toHaveValue('');
    expect(missing).toEqual([]);
  });

  it('cancels the upload, keeps what was typed and books nothing', async () => {
    const user = userEvent.setup();
    const sent = serve(noFare);
    renderIsland('BookingForm', <BookingFormIsland {...props} />);
    await fillRide(user);
    const permit = new File(['%PDF-1.4'], 'permit.pdf', { type: 'application/pdf' });
    await user.upload(documentField(), permit);
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    await waitFor(() => expect(FakeUpload.current).not.toBeNull());
    FakeUpload.current!.progress(10, 100);
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Upload cancelled: nothing was sent/,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(field('Passenger name')).toHaveValue('Karim Ahmed');
    expect(sent).toHaveBeenCalledTimes(1); // the fare only
  });

  it('shows the server’s field errors on their fields, the document’s included', async () => {
    const user = userEvent.setup();
    const error = {
      message: 'Invalid input',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'file', message: 'The file is not a PDF or an image' }],
      },
    };
    serve(noFare);
    renderIsland('BookingForm', <BookingFormIsland {...props} />);
    await fillRide(user);
    const fake = new File(['MZ'], 'permit.pdf', { type: 'application/pdf' });
    await user.upload(documentField(), fake);
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    await waitFor(() => expect(FakeUpload.current).not.toBeNull());
    act(() => FakeUpload.current!.answer({ errors: [error] }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please correct the highlighted fields.',
    );
    expect(screen.getByText('The file is not a PDF or an image')).toBeInTheDocument();
    expect(field('Passenger name')).toHaveValue('Karim Ahmed');
  });

  it('checks the document when it loses focus, and removes it', async () => {
    // As a browser does when the visitor picks "All files" in the dialog.
    const user = userEvent.setup({ applyAccept: false });
    renderIsland('BookingForm', <BookingFormIsland {...props} />);
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(documentField(), text);
    expect(screen.getByText('notes.txt')).toBeInTheDocument();
    expect(documentField()).toHaveAccessibleDescription(/Optional: a PDF or image up to 10 MB/);
    act(() => documentField().focus()); // as after the browser's file dialog
    await user.tab();
    expect(
      await screen.findByText('The document must be a PDF or an image (JPEG, PNG, WebP or GIF)'),
    ).toBeInTheDocument();
    expect(documentField()).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Remove the file' }));
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();
    expect(screen.getByText('Attach a file')).toBeInTheDocument();
    expect(documentField().files).toHaveLength(0);
  });

  it('explains the rate limit', async () => {
    const user = userEvent.setup();
    serve(noFare, {
      body: {
        errors: [{ message: 'Too many requests', extensions: { code: 'TOO_MANY_REQUESTS' } }],
      },
    });
    renderIsland('BookingForm', <BookingFormIsland {...props} />);
    await fillRide(user);
    await user.click(screen.getByRole('button', { name: 'Request booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/wait a minute/);
  });

  it('speaks Bangla on a Bangla page', async () => {
    const user = userEvent.setup();
    serve();
    renderIsland('BookingForm', <BookingFormIsland {...props} />, 'bn');
    await user.click(screen.getByRole('button', { name: 'বুকিংয়ের অনুরোধ পাঠান' }));
    expect(await screen.findByText('যাত্রার তারিখ দিতে হবে')).toBeInTheDocument();
    const passengers = screen.getByLabelText(/^যাত্রী/, { selector: 'select' });
    expect(within(passengers).getAllByRole('option')[13]).toHaveTextContent('১৪');
  });

  it('gives the reference, with the status page, on a Bangla page', () => {
    renderIsland(
      'BookingForm',
      <BookingFormIsland
        {...props}
        posted={{
          form: 'booking',
          values: {},
          errors: {},
          booked: { ...reservation, kind: 'RIDE' },
        }}
      />,
      'bn',
    );
    expect(screen.getByRole('status')).toHaveTextContent(/আপনার রেফারেন্স DR-7K3P-Q9MX।/);
    expect(screen.getByRole('link', { name: /স্ট্যাটাস পাতায়/ })).toHaveAttribute(
      'href',
      '/bn/status?ref=DR-7K3P-Q9MX',
    );
  });

  it('opens a form refused without JavaScript with its errors and what was typed', () => {
    renderIsland(
      'BookingForm',
      <BookingFormIsland
        {...props}
        posted={{
          form: 'booking',
          values: { kind: 'HELICOPTER', departureLocation: 'Gulshan', passengerName: 'Rina' },
          errors: { journeyDate: 'Journey date is required', document: 'Bad file' },
        }}
      />,
    );
    expect(field('From')).toHaveValue('Gulshan');
    expect(field('Passenger name')).toHaveValue('Rina');
    expect(screen.getByRole('radio', { name: 'Helicopter' })).toBeChecked();
    expect(screen.getByText('Journey date is required')).toBeInTheDocument();
    expect(screen.getByText('Bad file')).toBeInTheDocument();
  });

  it('shows what was booked without JavaScript, with a link to a fresh form', async () => {
    const user = userEvent.setup();
    renderIsland(
      'BookingForm',
      <BookingFormIsland
        {...props}
        posted={{
          form: 'booking',
          values: {},
          errors: {},
          booked: { ...reservation, kind: 'RIDE' },
        }}
      />,
    );
    const again = screen.getByRole('link', { name: 'Make another booking' });
    expect(again).toHaveAttribute('href', '/booking');
    expect(screen.getByText('DR-7K3P-Q9MX')).toBeInTheDocument();
    await user.click(again);
    expect(field('Passenger name')).toHaveValue('');
  });
});
