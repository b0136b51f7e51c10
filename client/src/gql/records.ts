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
