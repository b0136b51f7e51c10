import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIsland } from '../../test/island';
import { fareUrl } from '../fares/fareQuote';
import { bookingLink, FareEstimateIsland } from './FareEstimateIsland';

const PLACES = { from: ['Dhaka', 'Sylhet'], to: ['Chattogram', 'Dhaka', 'Sylhet'] };

/** The form around the selects, as the browser would send it without JavaScript. */
function formOf(select: HTMLElement) {
  const form = select.closest('form');
  if (!form) throw new Error('the fare estimate is not a form');
  return form;
}

// Rendered as the browser hydrates it: no Mantine provider, only the island's own messages.
describe('FareEstimateIsland', () => {
  beforeEach(() => {
    // The fare table has no such route, unless a test says otherwise.
    global.fetch = jest.fn(() =>
      Promise.resolve({ ok: false, status: 404 }),
    ) as unknown as typeof fetch;
  });

  it('is a GET form to the booking page, its selects named from and to', async () => {
    const user = userEvent.setup();
    renderIsland('FareEstimate', <FareEstimateIsland places={PLACES} />);
    const from = screen.getByRole('combobox', { name: 'From' });
    const form = formOf(from);
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/booking');
    await user.selectOptions(from, 'Dhaka');
    await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), 'Sylhet');
    // What the form sends without JavaScript: the booking page reads ?from=&to=.
    const sent = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    expect(sent.toString()).toBe('from=Dhaka&to=Sylhet');
    expect(screen.getByRole('button', { name: /Book this ride|Go to booking/ })).toHaveAttribute(
      'type',
      'submit',
    );
    // Nothing says the estimate needs JavaScript: without it, it still gets you booking.
    expect(form.closest('div')?.querySelector('noscript')).toBeNull();
  });

  it('goes to the Bangla booking page from a Bangla page', () => {
    renderIsland('FareEstimate', <FareEstimateIsland places={PLACES} />, 'bn');
    expect(formOf(screen.getByRole('combobox', { name: 'কোথা থেকে' }))).toHaveAttribute(
      'action',
      '/bn/booking',
    );
  });

  it('shows the fare of the chosen route and offers to book it', async () => {
    const user = userEvent.setup();
    const fetchSpy = jest.fn(() =>
      Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ fareRate: 6500 }) }),
    );
    global.fetch = fetchSpy as unknown as typeof fetch;
    renderIsland('FareEstimate', <FareEstimateIsland places={PLACES} />);
    expect(screen.getByRole('button', { name: 'Go to booking' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'From' }), 'Dhaka');
    await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), 'Chattogram');
    expect(await screen.findByTestId('fare-amount')).toHaveTextContent('Tk 6,500');
    expect(fetchSpy).toHaveBeenCalledWith(fareUrl('Dhaka', 'Chattogram'), expect.anything());
    expect(screen.getByRole('button', { name: 'Book this ride' })).toBeInTheDocument();
  });

  it('links the booking page with the route, leaving out what is not chosen', () => {
    expect(bookingLink('', '')).toBe('/booking');
    expect(bookingLink('Dhaka', '')).toBe('/booking?from=Dhaka');
    expect(bookingLink('Dhaka', "Cox's Bazar")).toBe('/booking?from=Dhaka&to=Cox%27s+Bazar');
  });
});
