import { renderPng } from '../../database/artwork';
import type { Logger } from '../../logger';
import type { Services } from '../../services';
import { SYSTEM_ACTOR } from '../../records/activity-log';
import { websiteArtSvg } from './website.art';
import { WebsiteType } from './website.entity';

type Demo = [
  name: string,
  type: WebsiteType,
  client: string,
  url: string,
  year: number,
  text: string,
];

/** Made-up clients and addresses (.example is reserved: no real company is named). */
const DEMO: Demo[] = [
  [
    'Padma Clinic Online',
    WebsiteType.WEBSITE,
    'Padma Diagnostic Centre',
    'https://padma-clinic.example',
    2021,
    'Appointment booking, doctor rosters and test reports online for a Dhaka diagnostic centre.',
  ],
  [
    'ShikkhaHub',
    WebsiteType.SOFTWARE,
    'Green Valley School',
    'https://shikkhahub.example',
    2022,
    'School management: admissions, attendance, fees by mobile wallet and results for 2,400 students.',
  ],
  [
    'Bazaarline',
    WebsiteType.MOBILE_APP,
    'Bazaarline Retail',
    'https://bazaarline.example',
    2022,
    'A grocery app for Android and iOS with same-day delivery through our parcel network.',
  ],
  [
    'Meghna Garments Portal',
    WebsiteType.WEBSITE,
    'Meghna Knitwear',
    'https://meghna-knit.example',
    2021,
    'A buyer portal with the product catalogue, compliance certificates and order tracking.',
  ],
  [
    'RideFleet Manager',
    WebsiteType.SOFTWARE,
    'Fleet partners',
    'https://fleet.digitalrideweb.example',
    2023,
    'Our own fleet dashboard: vehicles, captains, daily earnings and maintenance reminders.',
  ],
  [
    'Sylhet Tea Trails',
    WebsiteType.WEBSITE,
    'Sylhet Tourism Cooperative',
    'https://teatrails.example',
    2023,
    'A bilingual travel site with tea-garden tours, homestay booking and a trip planner.',
  ],
  [
    'HealthCall',
    WebsiteType.MOBILE_APP,
    'HealthCall Telemedicine',
    'https://healthcall.example',
    2024,
    'Video consultations, e-prescriptions and medicine delivery for patients outside Dhaka.',
  ],
  [
    'KrishiBook',
    WebsiteType.SOFTWARE,
    'Northern Farmers Cooperative',
    'https://krishibook.example',
    2024,
    'Crop records, input credit and market prices by SMS for 9,000 farmers in Rangpur.',
  ],
];

export async function seedWebsites(services: Services, log: Logger): Promise<void> {
  if ((await services.websites.count()) > 0) return;
  const start = Date.now();
  const pictures = await Promise.all(
    DEMO.map(([name, type], i) => renderPng(websiteArtSvg(i, type, name), 960)),
  );
  // Oldest first, so the newest entry has the highest id.
  for (let i = DEMO.length - 1; i >= 0; i--) {
    const [name, type, client, url, year, description] = DEMO[i];
    await services.websites.create(
      { name, type, client, url, year, description },
      { buffer: pictures[i], originalName: `website-${i + 1}.png` },
      SYSTEM_ACTOR,
    );
  }
  log.info({ count: DEMO.length, ms: Date.now() - start }, 'seeded demo portfolio websites');
}
