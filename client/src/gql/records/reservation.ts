// Written by `npm run schema` from the record declarations (server/src/features/*/*.record.ts):
// never edited by hand. What the public forms check in the browser, as the server does.

export const reservationRecord = {
  "rules": {
    "maxPassengers": {
      "RIDE": 14,
      "HELICOPTER": 6
    },
    "horizonDays": 365
  },
  "fields": {
    "kind": {
      "type": "choice",
      "required": false,
      "max": null,
      "label": null
    },
    "departureLocation": {
      "type": "text",
      "required": true,
      "max": 120,
      "label": {
        "en": "Departure location",
        "bn": "যাত্রা শুরুর জায়গা"
      }
    },
    "destinationLocation": {
      "type": "text",
      "required": true,
      "max": 120,
      "label": {
        "en": "Destination location",
        "bn": "গন্তব্য"
      }
    },
    "passengerName": {
      "type": "text",
      "required": true,
      "max": 100,
      "label": {
        "en": "Passenger name",
        "bn": "যাত্রীর নাম"
      }
    },
    "email": {
      "type": "email",
      "required": true,
      "max": 254,
      "label": {
        "en": "Email",
        "bn": "ই-মেইল"
      }
    },
    "mobile": {
      "type": "phone",
      "required": true,
      "max": 30,
      "label": {
        "en": "Mobile",
        "bn": "মোবাইল নম্বর"
      }
    },
    "numberOfPassengers": {
      "type": "count",
      "required": false,
      "max": null,
      "label": {
        "en": "Number of passengers",
        "bn": "যাত্রীর সংখ্যা"
      }
    },
    "journeyDate": {
      "type": "date",
      "required": false,
      "max": null,
      "label": {
        "en": "Journey date",
        "bn": "যাত্রার তারিখ"
      }
    }
  }
} as const;

export const reservationStaff = {
  "fragment": "ReservationStaffFields",
  "columns": [
    {
      "key": "id",
      "header": "Id",
      "kind": "id",
      "width": 100
    },
    {
      "key": "departureLocation",
      "header": "From",
      "kind": "text"
    },
    {
      "key": "destinationLocation",
      "header": "To",
      "kind": "text"
    },
    {
      "key": "passengerName",
      "header": "Name",
      "kind": "text"
    },
    {
      "key": "status",
      "header": "Status",
      "kind": "choice",
      "width": 116
    },
    {
      "key": "email",
      "header": "Email",
      "kind": "email"
    },
    {
      "key": "mobile",
      "header": "Mobile",
      "kind": "phone",
      "width": 104
    },
    {
      "key": "numberOfPassengers",
      "header": "Number Of Passengers",
      "kind": "count",
      "width": 76
    },
    {
      "key": "journeyDate",
      "header": "Date",
      "kind": "date",
      "width": 88
    },
    {
      "key": "bookingDocumentId",
      "header": "Document",
      "kind": "id",
      "width": 76
    }
  ]
} as const;
