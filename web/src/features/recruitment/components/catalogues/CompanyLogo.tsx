import type { Company } from '../../api/companies';
import { initialsOf } from '../shared/format';

/** A company's logo, or its initials when it has none. */
export function CompanyLogo({ company }: { company: Pick<Company, 'name' | 'logo'> }) {
  return (
    <span className="company-logo" aria-hidden="true">
      {company.logo ? <img src={company.logo} alt="" loading="lazy" /> : initialsOf(company.name)}
    </span>
  );
}
