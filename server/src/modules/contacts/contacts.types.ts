export interface ContactEmail {
  email: string;
  label: string;
}

export interface ContactPhoneNumber {
  /** ISO 3166-1 alpha-2 code, lower case as the sample uses it (e.g. `us`). */
  country: string;
  phoneNumber: string;
  label: string;
}

export interface Contact {
  id: string;
  /** URL of the uploaded avatar (GET api/apps/contacts/avatar/:file), or null. */
  avatar: string | null;
  background: string | null;
  name: string;
  emails: ContactEmail[];
  phoneNumbers: ContactPhoneNumber[];
  title: string;
  company: string;
  birthday: string | null;
  address: string | null;
  /** Sanitised HTML. */
  notes: string | null;
  tags: string[];
}

export interface ContactTag {
  id: string;
  title: string;
}

export interface Country {
  id: string;
  iso: string;
  name: string;
  code: string;
  flagImagePos: string;
}
