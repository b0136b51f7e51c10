import { COMPANY } from '../../siteConfig';

export interface SafetyPoint {
  title: string;
  text: string;
}

export const SAFETY = {
  description:
    'How DigitalRideWeb keeps riders and driver captains safe: verified captains, helmets, trip sharing, the emergency button, female captains and a 24/7 safety team.',
  lead: 'Safety is designed into every trip, before, during and after it — for the people in the back seat and the people behind the wheel.',
  riders: [
    {
      title: 'Captains we have met',
      text: 'Every captain shows their NID, driving licence and vehicle papers in person, passes a police-clearance check and a half-day training before their first trip.',
    },
    {
      title: 'Know who is coming',
      text: 'The app shows your captain’s name, photo, rating, vehicle and plate number. Check the plate before you get in.',
    },
    {
      title: 'Share your trip',
      text: 'Send a live link to family or friends; they follow the route on a map until you arrive, without installing anything.',
    },
    {
      title: 'The emergency button',
      text: 'One press connects you to our safety team and shares your location; a second calls the national emergency number 999.',
    },
    {
      title: 'Women captains for women riders',
      text: 'Choose Bike Female to ride with a trained woman captain, available in Dhaka, Chattogram and Sylhet.',
    },
    {
      title: 'Helmets and insurance',
      text: 'Bike captains carry a second, cleaned helmet for you. Every trip is covered by personal accident insurance.',
    },
  ] satisfies SafetyPoint[],
  drivers: [
    {
      title: 'Riders are verified too',
      text: 'Every rider account is tied to a verified mobile number; captains see the rider’s rating before accepting.',
    },
    {
      title: 'Destination before you accept',
      text: 'You see where the trip ends and what it pays before you take it, and you can decline without penalty.',
    },
    {
      title: 'No cash worries',
      text: 'Riders can pay by card or mobile wallet, and captains can cash out every day instead of carrying cash.',
    },
    {
      title: 'Support that answers',
      text: 'The captain help line answers within a minute, day and night, and a field team can reach most of Dhaka in 30 minutes.',
    },
    {
      title: 'Fatigue limits',
      text: 'The app asks captains to rest after 10 hours online in a day — tired driving is dangerous driving.',
    },
    {
      title: 'Insurance for captains',
      text: 'Personal accident cover applies from the moment a captain accepts a trip until it ends.',
    },
  ] satisfies SafetyPoint[],
  tips: [
    'Wait for your ride in a safe, lit place and check the plate number before getting in.',
    'Sit in the back of a car, and always wear the helmet on a bike.',
    'Never share your one-time password (OTP) with anyone, including a captain.',
    'If something feels wrong, end the trip in a busy place and press the emergency button.',
  ],
  emergency: {
    national: '999',
    helpline: COMPANY.phone,
    helplineHref: COMPANY.phoneHref,
  },
};
