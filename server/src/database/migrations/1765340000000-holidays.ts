import type { MigrationInterface, QueryRunner } from 'typeorm';
import { notifyChangesOn, stopNotifyingChangesOn } from '../change-notifications';

/**
 * The holiday calendar (features/service-levels/): days off on top of the Friday–Saturday weekend,
 * which admins edit. Seeded with Bangladesh's public and executive-order holidays of 2026 and
 * 2027. The days marked * follow the moon (the Eids, Shab-e-Barat, Shab-e-Qadr, Ashura,
 * Eid-e-Miladunnabi) or the lunisolar calendar (Buddha Purnima, Janmashtami, Durga Puja): 2026's
 * are the dates of the government's published list, 2027's the expected dates, before the
 * government's list; staff move a day once the moon is sighted. A day on a weekend is listed
 * all the same (a weekend counts no hours either way), so the calendar reads like the gazette.
 */
const DAYS: [string, string, string][] = [
  ['2026-02-04', 'Shab-e-Barat *', 'শবে বরাত *'],
  [
    '2026-02-21',
    'Shaheed Day and International Mother Language Day',
    'শহীদ দিবস ও আন্তর্জাতিক মাতৃভাষা দিবস',
  ],
  ['2026-03-18', 'Shab-e-Qadr *', 'শবে কদর *'],
  ['2026-03-20', 'Jumatul Bida; Eid-ul-Fitr holiday *', 'জুমাতুল বিদা; ঈদুল ফিতরের ছুটি *'],
  ['2026-03-21', 'Eid-ul-Fitr *', 'ঈদুল ফিতর *'],
  ['2026-03-22', 'Eid-ul-Fitr holiday *', 'ঈদুল ফিতরের ছুটি *'],
  ['2026-03-23', 'Eid-ul-Fitr holiday *', 'ঈদুল ফিতরের ছুটি *'],
  ['2026-03-26', 'Independence Day', 'স্বাধীনতা ও জাতীয় দিবস'],
  ['2026-04-14', 'Pohela Boishakh (Bangla New Year)', 'পহেলা বৈশাখ (বাংলা নববর্ষ)'],
  ['2026-05-01', 'May Day', 'মে দিবস'],
  ['2026-05-07', 'Buddha Purnima *', 'বুদ্ধ পূর্ণিমা *'],
  ['2026-05-27', 'Eid-ul-Adha holiday *', 'ঈদুল আজহার ছুটি *'],
  ['2026-05-28', 'Eid-ul-Adha *', 'ঈদুল আজহা *'],
  ['2026-05-29', 'Eid-ul-Adha holiday *', 'ঈদুল আজহার ছুটি *'],
  ['2026-06-26', 'Ashura *', 'আশুরা *'],
  ['2026-08-05', 'July Mass Uprising Day', 'জুলাই গণঅভ্যুত্থান দিবস'],
  ['2026-08-25', 'Eid-e-Miladunnabi *', 'ঈদে মিলাদুন্নবী (সা.) *'],
  ['2026-09-04', 'Janmashtami *', 'শুভ জন্মাষ্টমী *'],
  ['2026-10-20', 'Durga Puja (Bijoya Dashami) *', 'দুর্গাপূজা (বিজয়া দশমী) *'],
  ['2026-12-16', 'Victory Day', 'বিজয় দিবস'],
  ['2026-12-25', 'Christmas Day', 'বড়দিন'],
  ['2027-01-24', 'Shab-e-Barat *', 'শবে বরাত *'],
  [
    '2027-02-21',
    'Shaheed Day and International Mother Language Day',
    'শহীদ দিবস ও আন্তর্জাতিক মাতৃভাষা দিবস',
  ],
  ['2027-03-05', 'Jumatul Bida *', 'জুমাতুল বিদা *'],
  ['2027-03-07', 'Shab-e-Qadr *', 'শবে কদর *'],
  ['2027-03-09', 'Eid-ul-Fitr holiday *', 'ঈদুল ফিতরের ছুটি *'],
  ['2027-03-10', 'Eid-ul-Fitr *', 'ঈদুল ফিতর *'],
  ['2027-03-11', 'Eid-ul-Fitr holiday *', 'ঈদুল ফিতরের ছুটি *'],
  ['2027-03-26', 'Independence Day', 'স্বাধীনতা ও জাতীয় দিবস'],
  ['2027-04-14', 'Pohela Boishakh (Bangla New Year)', 'পহেলা বৈশাখ (বাংলা নববর্ষ)'],
  ['2027-05-01', 'May Day', 'মে দিবস'],
  ['2027-05-16', 'Eid-ul-Adha holiday *', 'ঈদুল আজহার ছুটি *'],
  ['2027-05-17', 'Eid-ul-Adha *', 'ঈদুল আজহা *'],
  ['2027-05-18', 'Eid-ul-Adha holiday *', 'ঈদুল আজহার ছুটি *'],
  ['2027-05-20', 'Buddha Purnima *', 'বুদ্ধ পূর্ণিমা *'],
  ['2027-06-16', 'Ashura *', 'আশুরা *'],
  ['2027-08-05', 'July Mass Uprising Day', 'জুলাই গণঅভ্যুত্থান দিবস'],
  ['2027-08-15', 'Eid-e-Miladunnabi *', 'ঈদে মিলাদুন্নবী (সা.) *'],
  ['2027-08-25', 'Janmashtami *', 'শুভ জন্মাষ্টমী *'],
  ['2027-10-09', 'Durga Puja (Bijoya Dashami) *', 'দুর্গাপূজা (বিজয়া দশমী) *'],
  ['2027-12-16', 'Victory Day', 'বিজয় দিবস'],
  ['2027-12-25', 'Christmas Day', 'বড়দিন'],
];

export class Holidays1765340000000 implements MigrationInterface {
  name = 'Holidays1765340000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE holidays (
        id SERIAL PRIMARY KEY,
        date DATE NOT NULL UNIQUE,
        name_en VARCHAR(100) NOT NULL,
        name_bn VARCHAR(100) NOT NULL
      )`);
    // Every instance's clock forgets the calendar when an admin changes it.
    await q.query(notifyChangesOn('holidays'));
    await q.query(
      `INSERT INTO holidays (date, name_en, name_bn)
       SELECT * FROM unnest($1::date[], $2::varchar[], $3::varchar[])`,
      [DAYS.map((d) => d[0]), DAYS.map((d) => d[1]), DAYS.map((d) => d[2])],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(stopNotifyingChangesOn('holidays'));
    await q.query(`DROP TABLE holidays`);
  }
}
