import type { DbOrTx } from '../db/client';
import { accountCompanies, companies } from '../db/schema/index';

/** The demo's company of type 'other', linked to Northside only. */
export const OTHER_COMPANY = { name: 'Keystone Facility Services' } as const;

/**
 * A vendor of type 'other' (not clinical: no services, no CMS labels) working with Northside, so
 * its details page shows the Teams tab alone. Added after the tasks and without the random
 * generator, so the demo tasks stay what they were.
 */
export async function seedOtherCompany(db: DbOrTx, accountId: string) {
  const [company] = await db
    .insert(companies)
    .values({
      name: OTHER_COMPANY.name,
      code: 'KFS',
      size: 'small',
      type: 'other',
      email: 'info@keystone.test',
      phone: '404-555-0150',
      address: '310 Ferst Dr NW, Atlanta, GA 30332',
      website: 'https://keystone.example.com',
      description:
        'Keystone Facility Services maintains and calibrates hospital equipment; it covers no clinical cases.',
    })
    .returning({ id: companies.id });
  if (!company) throw new Error('company insert failed');
  await db.insert(accountCompanies).values({ accountId, companyId: company.id });
}
