// Written by `npm run schema` from the record declarations (server/src/features/*/*.record.ts):
// never edited by hand. What the public forms check in the browser, as the server does.

export const contactMessageRecord = {
  "rules": {},
  "fields": {
    "name": {
      "type": "text",
      "required": true,
      "max": 100,
      "label": {
        "en": "Name",
        "bn": "নাম"
      }
    },
    "contactNumber": {
      "type": "phone",
      "required": true,
      "max": 30,
      "label": {
        "en": "Contact number",
        "bn": "ফোন নম্বর"
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
    "subject": {
      "type": "text",
      "required": true,
      "max": 200,
      "label": {
        "en": "Subject",
        "bn": "বিষয়"
      }
    },
    "message": {
      "type": "text",
      "required": true,
      "max": 5000,
      "label": {
        "en": "Message",
        "bn": "বার্তা"
      }
    }
  }
} as const;

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

export const registrationRequestRecord = {
  "rules": {
    "maxFleet": 10000
  },
  "fields": {
    "kind": {
      "type": "choice",
      "required": false,
      "max": null,
      "label": null
    },
    "name": {
      "type": "text",
      "required": true,
      "max": 100,
      "label": {
        "en": "Name",
        "bn": "নাম"
      }
    },
    "countryCode": {
      "type": "text",
      "required": false,
      "max": null,
      "label": null
    },
    "phone": {
      "type": "phone",
      "required": true,
      "max": 30,
      "label": {
        "en": "Phone",
        "bn": "ফোন নম্বর"
      }
    },
    "email": {
      "type": "email",
      "required": false,
      "max": 254,
      "label": {
        "en": "Email",
        "bn": "ই-মেইল"
      }
    },
    "city": {
      "type": "text",
      "required": true,
      "max": 80,
      "label": {
        "en": "City",
        "bn": "শহর"
      }
    }
  }
} as const;

export const contactMessageStaff = {
  "fragment": "ContactMessageStaffFields",
  "columns": [
    {
      "key": "id",
      "header": "Id",
      "kind": "id",
      "width": 104
    },
    {
      "key": "name",
      "header": "Name",
      "kind": "text"
    },
    {
      "key": "status",
      "header": "Status",
      "kind": "choice",
      "width": 96
    },
    {
      "key": "contactNumber",
      "header": "Contact Number",
      "kind": "phone",
      "width": 124
    },
    {
      "key": "email",
      "header": "Email",
      "kind": "email"
    },
    {
      "key": "subject",
      "header": "Subject",
      "kind": "text"
    },
    {
      "key": "message",
      "header": "Message",
      "kind": "text",
      "width": "18%"
    }
  ]
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
      "width": 92
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

export const registrationRequestStaff = {
  "fragment": "RegistrationRequestStaffFields",
  "columns": [
    {
      "key": "id",
      "header": "Id",
      "kind": "id",
      "width": 104
    },
    {
      "key": "kind",
      "header": "Kind",
      "kind": "choice",
      "width": 112
    },
    {
      "key": "name",
      "header": "Name",
      "kind": "text",
      "width": 112
    },
    {
      "key": "status",
      "header": "Status",
      "kind": "choice",
      "width": 104
    },
    {
      "key": "phone",
      "header": "Phone",
      "kind": "phone",
      "width": 112
    },
    {
      "key": "email",
      "header": "Email",
      "kind": "email"
    },
    {
      "key": "city",
      "header": "City",
      "kind": "text"
    },
    {
      "key": "details",
      "header": "Details",
      "kind": "json"
    },
    {
      "key": "createdAt",
      "header": "Received",
      "kind": "stamp",
      "width": 80
    }
  ]
} as const;
