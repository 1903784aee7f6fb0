/** An employer that publishes vacancies (empresa). */
export interface Company {
  id: string;
  name: string;
  /** Tax identification (RFC, NIT, CUIT...), stored upper-case. */
  taxId: string;
  industry: string;
  email: string | null;
  phone: string;
  address: string;
  /** Image URL, site path or image data URL. */
  logo: string | null;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}
