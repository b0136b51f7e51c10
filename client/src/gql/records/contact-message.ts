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
      "width": 116
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
