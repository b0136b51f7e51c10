import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** What the status page calls each kind of request. */
export type RequestKind = 'MESSAGE' | 'RESERVATION' | 'REGISTRATION';

/**
 * One workflow move of a request as its visitor may see it: the status reached, when, and the
 * note staff wrote for the visitor. Written with the move (and its activity entry) in one
 * transaction; deleted with its request (a trigger, migration 1764800000000).
 */
@Entity('request_steps')
export class RequestStep {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  kind: RequestKind;

  @Column({ name: 'request_id', type: 'int' })
  requestId: number;

  @Column({ type: 'varchar', length: 20 })
  status: string;

  @Column({ name: 'visitor_note', type: 'varchar', length: 1000, nullable: true })
  visitorNote: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;
}
