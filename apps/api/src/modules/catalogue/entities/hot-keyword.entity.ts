import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** A suggestion under the search box. */
@Entity()
@Unique('uq_hot_keyword_keyword', ['keyword'])
export class HotKeyword {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50 })
  keyword: string;

  @Column({ type: 'integer', default: 0 })
  sort: number;
}
