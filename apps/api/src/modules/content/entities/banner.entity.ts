import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** A slide of the home carousel. */
@Entity()
@Unique('uq_banner_image_key', ['imageKey'])
export class Banner {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  title: string;

  /** Object key in the public bucket. */
  @Column({ type: 'varchar', length: 200 })
  imageKey: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  link: string | null;

  @Column({ type: 'integer', default: 0 })
  sort: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;
}
