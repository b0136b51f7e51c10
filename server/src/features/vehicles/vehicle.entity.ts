import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The home page's vehicle tabs. */
export enum VehicleGroup {
  Car = 'Car',
  Bike = 'Bike',
  Micro = 'Micro',
  Ambulance = 'Ambulance',
}
registerEnumType(VehicleGroup, { name: 'VehicleGroup' });

@ObjectType({ description: 'A kind of vehicle the company offers (reference data)' })
@Entity('vehicle_categories')
export class VehicleCategory {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Field(() => VehicleGroup)
  @Column({ name: 'vehicle_group', type: 'varchar', length: 20 })
  group: VehicleGroup;

  @Field(() => Int, { description: 'Passenger seats' })
  @Column({ type: 'int' })
  seats: number;

  @Field({ description: 'Stable key for the icon, e.g. bike-female, micro-14' })
  @Column({ type: 'varchar', length: 40 })
  slug: string;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  description: string;

  @Column({ name: 'sort_order', type: 'int' })
  sortOrder: number;
}
