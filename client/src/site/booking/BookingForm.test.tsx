import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PublicCreateReservationDocument,
  PublicFarePlacesDocument,
  PublicFareQuoteDocument,
} from '../../gql/site/graphql';
import { renderWithProviders } from '../../test/render';
import { BookingForm } from './BookingForm';
import { addDays, todayInDhaka } from './bookingRules';

const placesMock = {
  request: { query: PublicFarePlacesDocument },
  result: { data: { from: ['Dhaka', 'Gulshan'], to: ['Chattogram', 'Motijheel'] } },
  maxUsageCount: 5,
};
const fareMock = {
  request: { query: PublicFareQuoteDocument, variables: { from: 'Dhaka', to: 'Chattogram' } },
  result: {
    data: {
      fare: { __typename: 'FareRate', id: 1, from: 'Dhaka', to: 'Chattogram', fareRate: 6500 },
    },
  },
  maxUsageCount: 5,
};

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input, select' });

describe('BookingForm', () => {
  it('opens with the route from the address and shows its fare', async () => {
    renderWithProviders(
      <BookingForm prefill={{ from: 'Dhaka', to: 'Chattogram' }} onBooked={jest.fn()} />,
      { mocks: [placesMock, fareMock] },
    );
    expect(field('From')).toHaveValue('Dhaka');
    expect(field('To')).toHaveValue('Chattogram');
    expect(await screen.findByTestId('booking-fare')).toHaveTextContent('Tk 6,500');
  });

  it('says what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    const onBooked = jest.fn();
    renderWithProviders(<BookingForm prefill={{}} onBooked={onBooked} />, {
      mocks: [placesMock],
    });
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
    expect(onBooked).not.toHaveBeenCalled();
  });

  it('offers at most 6 passengers for a helicopter, and quotes it by phone', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BookingForm prefill={{}} onBooked={jest.fn()} />, {
      mocks: [placesMock],
    });
    expect(within(field('Passengers')).getAllByRole('option')).toHaveLength(14);
    await user.selectOptions(field('Passengers'), '12');
    await user.click(screen.getByText('Helicopter'));
    expect(within(field('Passengers')).getAllByRole('option')).toHaveLength(6);
    expect(field('Passengers')).toHaveValue('6');
    expect(screen.getByText(/quoted by our team/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request helicopter booking' })).toBeInTheDocument();
  });

  it('books the ride and hands the reservation to the page', async () => {
    const user = userEvent.setup();
    const onBooked = jest.fn();
    const journeyDate = addDays(todayInDhaka(), 3);
    const input = {
      kind: 'RIDE',
      departureLocation: 'Gulshan',
      destinationLocation: 'Motijheel',
      passengerName: 'Karim Ahmed',
      email: 'karim@example.com',
      mobile: '01712345678',
      numberOfPassengers: 2,
      journeyDate,
      bookingDocumentId: null,
    };
    const reservation = {
      __typename: 'Reservation',
      id: 12,
      kind: 'RIDE',
      departureLocation: 'Gulshan',
      destinationLocation: 'Motijheel',
      journeyDate,
      numberOfPassengers: 2,
    };
    const mocks = [
      placesMock,
      {
        request: {
          query: PublicFareQuoteDocument,
          variables: { from: 'Gulshan', to: 'Motijheel' },
        },
        result: { data: { fare: null } },
      },
      {
        request: { query: PublicCreateReservationDocument, variables: { input } },
        result: { data: { createReservation: reservation } },
      },
    ];
    renderWithProviders(<BookingForm prefill={{}} onBooked={onBooked} />, { mocks });
    await screen.findByRole('option', { name: 'Gulshan' });
    await user.selectOptions(field('From'), 'Gulshan');
    await user.selectOptions(field('To'), 'Motijheel');
    expect(await screen.findByText(/No fixed fare for this route yet/)).toBeInTheDocument();
    await user.type(field('Passenger name'), input.passengerName);
    await user.type(field('Email'), input.email);
    await user.type(field('Mobile'), input.mobile);
    await user.selectOptions(field('Passengers'), '2');
    await user.type(field('Journey date'), journeyDate);
    const button = screen.getByRole('button', { name: 'Request booking' });
    await user.click(button);
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(expect.objectContaining({ id: 12 })));
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
  });
});
