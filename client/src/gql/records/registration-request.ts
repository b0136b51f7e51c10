// Written by `npm run schema` from the record declarations (server/src/features/*/*.record.ts):
// never edited by hand. What the public forms check in the browser, as the server does.

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
      "width": 116
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
