import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Press coverage, contact messages, booking documents, reservations, fare rates, registrations. */
export class BackOffice1763900000000 implements MigrationInterface {
  name = 'BackOffice1763900000000';

  async up(q: QueryRunner): Promise<void> {
    // Press coverage is an article like news: the same columns, checks and indexes, its own ids.
    await q.query(
      `CREATE TABLE press_coverage
         (LIKE news INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)`,
    );
    await q.query(`CREATE SEQUENCE press_coverage_id_seq OWNED BY press_coverage.id`);
    await q.query(
      `ALTER TABLE press_coverage ALTER COLUMN id SET DEFAULT nextval('press_coverage_id_seq')`,
    );

    await q.query(`
      CREATE TABLE contact_messages (
        id SERIAL PRIMARY KEY,
        name VARCHAR(100) NOT NULL,
        contact_number VARCHAR(30) NOT NULL,
        email VARCHAR(254) NOT NULL,
        subject VARCHAR(200) NOT NULL,
        message TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX contact_messages_newest ON contact_messages (created_at DESC, id DESC)`,
    );

    await q.query(`
      CREATE TABLE booking_documents (
        id SERIAL PRIMARY KEY,
        file_name VARCHAR(200) NOT NULL,
        mime_type VARCHAR(100) NOT NULL,
        size INTEGER NOT NULL CHECK (size > 0),
        stored_name VARCHAR(100) NOT NULL UNIQUE,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE reservations (
        id SERIAL PRIMARY KEY,
        kind VARCHAR(20) NOT NULL DEFAULT 'RIDE' CHECK (kind IN ('RIDE', 'HELICOPTER')),
        departure_location VARCHAR(120) NOT NULL,
        destination_location VARCHAR(120) NOT NULL,
        passenger_name VARCHAR(100) NOT NULL,
        email VARCHAR(254) NOT NULL,
        mobile VARCHAR(30) NOT NULL,
        number_of_passengers INTEGER NOT NULL CHECK (number_of_passengers BETWEEN 1 AND 14),
        journey_date DATE NOT NULL,
        booking_document_id INTEGER UNIQUE REFERENCES booking_documents (id) ON DELETE SET NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX reservations_newest ON reservations (created_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE fare_rates (
        id SERIAL PRIMARY KEY,
        from_place VARCHAR(100) NOT NULL,
        to_place VARCHAR(100) NOT NULL,
        fare_rate NUMERIC(10, 2) NOT NULL CHECK (fare_rate > 0),
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX fare_rates_route ON fare_rates (LOWER(from_place), LOWER(to_place))`,
    );

    await q.query(`
      CREATE TABLE registration_requests (
        id SERIAL PRIMARY KEY,
        kind VARCHAR(20) NOT NULL
          CHECK (kind IN ('DRIVER', 'CUSTOMER', 'FLEET_PARTNER', 'MERCHANT')),
        name VARCHAR(100) NOT NULL,
        country_code VARCHAR(5) NOT NULL DEFAULT '+880',
        phone VARCHAR(30) NOT NULL,
        phone_digits VARCHAR(20) NOT NULL,
        email VARCHAR(254),
        city VARCHAR(80) NOT NULL,
        details JSONB NOT NULL DEFAULT '{}',
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX registration_requests_newest ON registration_requests (created_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX registration_requests_phone ON registration_requests (phone_digits)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'registration_requests',
      'fare_rates',
      'reservations',
      'booking_documents',
      'contact_messages',
      'press_coverage',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
