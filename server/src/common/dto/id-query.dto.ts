import { IsUUID } from 'class-validator';

/** `?id=` naming one record, as the original client's DELETE and GET-by-id calls use. */
export class IdQueryDto {
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;
}
