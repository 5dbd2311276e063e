import 'reflect-metadata';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { Transform, Type } from 'class-transformer';
import {
  getMetadataStorage,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  Validate,
  ValidateIf,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { plainDtoFastPathFor } from './plain-dto-fast-path.js';
import { createValidationPipe, VALIDATION_PIPE_OPTIONS } from './validation.pipe.js';

type Constructor = new () => object;

const MODULES_DIR = fileURLToPath(new URL('../../modules/', import.meta.url));

type Source = 'query' | 'body';

/** Every DTO a controller takes as its whole query (`@Query() query: SomeDto`) or body (`@Body() body: SomeDto`). */
async function dtosOfControllers(): Promise<{ dto: Constructor; source: Source }[]> {
  const files = readdirSync(MODULES_DIR, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.controller.ts'),
  );
  const dtos = new Map<string, { dto: Constructor; source: Source }>();
  for (const file of files) {
    const exports = (await import(pathToFileURL(join(MODULES_DIR, file)).href)) as Record<string, unknown>;
    for (const controller of Object.values(exports)) {
      if (typeof controller !== 'function') continue;
      for (const method of Object.getOwnPropertyNames(controller.prototype)) {
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
          string,
          { index: number; data?: unknown }
        >;
        const paramTypes = (Reflect.getMetadata('design:paramtypes', controller.prototype, method) ??
          []) as Constructor[];
        for (const [key, arg] of Object.entries(args)) {
          const paramType = Number(key.split(':')[0]);
          const source =
            paramType === RouteParamtypes.QUERY ? 'query' : paramType === RouteParamtypes.BODY ? 'body' : null;
          const dto = paramTypes[arg.index];
          if (source && arg.data === undefined && dto) dtos.set(`${source}:${dto.name}`, { dto, source });
        }
      }
    }
  }
  return [...dtos.values()];
}

/** Values a query string can carry: valid-looking, edge and hostile ones. */
const QUERY_CANDIDATES: unknown[] = [
  '',
  '0',
  '1',
  '2',
  '10',
  '20',
  '50',
  '51',
  '-1',
  '1.5',
  '1e3',
  ' 3 ',
  '0x10',
  'abc',
  'NaN',
  'Infinity',
  '99999999999999999999',
  '2026-11-21',
  '2026-11-21 08:00:00',
  '13800000001',
  '全基因组',
  'PE150',
  'SO202611210001',
  'x'.repeat(120),
  'y'.repeat(300),
  'true',
  'false',
  'null',
  'undefined',
  '__proto__',
];

/** A JSON body carries those and other types too. */
const BODY_CANDIDATES: unknown[] = [...QUERY_CANDIDATES, 0, 1, 2, 20, -1, 1.5, 1e21, true, false, null, {}, [1], ['a']];

/** A deterministic pseudo-random sequence, so that a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** The DTO's declared properties, as class-validator knows them. */
function declaredProperties(dto: Constructor): string[] {
  return [
    ...new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(dto, '', true, false)
        .map((metadata) => metadata.propertyName),
    ),
  ];
}

function inputsFor(dto: Constructor, source: Source, count: number): Record<string, unknown>[] {
  const CANDIDATES = source === 'query' ? QUERY_CANDIDATES : BODY_CANDIDATES;
  const declared = declaredProperties(dto);
  const next = random(declared.length * 7919 + count);
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
  const queries: Record<string, unknown>[] = [{}];
  for (let i = 0; i < count; i += 1) {
    const query: Record<string, unknown> = {};
    for (const property of declared) if (next() < 0.6) query[property] = pick(CANDIDATES);
    if (next() < 0.05) query.unknownField = pick(CANDIDATES);
    if (next() < 0.05 && declared.length > 0) query[pick(declared)] = [pick(CANDIDATES), pick(CANDIDATES)];
    queries.push(query);
  }
  return queries;
}

async function outcome(
  pipe: ValidationPipe,
  value: Record<string, unknown>,
  metatype: Constructor,
  source: Source = 'query',
) {
  const metadata: ArgumentMetadata = { type: source, metatype, data: undefined };
  try {
    const result = (await pipe.transform(structuredClone(value), metadata)) as object;
    return { ok: true as const, constructor: result.constructor, value: { ...result } };
  } catch (error) {
    return { ok: false as const, message: (error as Error).message };
  }
}

describe('the plain DTO fast path', () => {
  const reference = new ValidationPipe(VALIDATION_PIPE_OPTIONS);
  const pipe = createValidationPipe();

  it("decides every controller's query and body DTO exactly as class-transformer and class-validator do", async () => {
    const dtos = await dtosOfControllers();
    expect(dtos.filter(({ source }) => source === 'query').length).toBeGreaterThan(10);
    expect(dtos.filter(({ source }) => source === 'body').length).toBeGreaterThan(10);
    const accepted = { query: 0, body: 0 };
    for (const { dto, source } of dtos) {
      for (const input of inputsFor(dto, source, 150)) {
        const expected = await outcome(reference, input, dto, source);
        const actual = await outcome(pipe, input, dto, source);
        expect({ dto: dto.name, input, ...actual }).toEqual({ dto: dto.name, input, ...expected });
        if (expected.ok && plainDtoFastPathFor(dto)?.(structuredClone(input))) accepted[source] += 1;
      }
    }
    // The comparison means something only if the fast path took a good share of them.
    expect(accepted.query).toBeGreaterThan(200);
    expect(accepted.body).toBeGreaterThan(50);
  });

  it('compiles the catalogue detail query and accepts a plain one as the DTO instance', async () => {
    const { GoodsDetailQueryDto } = await import('../../modules/catalogue/dto/catalogue-requests.dto.js');
    const accepted = plainDtoFastPathFor(GoodsDetailQueryDto)?.({ goodId: '20', contractId: '3' });
    expect(accepted).toBeInstanceOf(GoodsDetailQueryDto);
    expect(accepted).toEqual({ goodId: 20, contractId: 3 });
  });

  it('leaves failing, unknown, repeated and unsupported input to the full pipeline', async () => {
    class Paged {
      @IsOptional()
      @Type(() => Number)
      @IsInt({ message: '页码不正确' })
      @Min(1, { message: '页码不正确' })
      page?: number;

      @ValidateIf((object: Paged) => object.page !== undefined)
      @IsString()
      @MaxLength(4)
      @IsIn(['asc', 'desc'])
      order?: string;
    }
    const fast = plainDtoFastPathFor(Paged)!;
    // With a page, @ValidateIf makes the order required.
    expect(fast({ page: '2', order: 'desc' })).toEqual({ page: 2, order: 'desc' });
    expect(fast({ order: 'up' })).toEqual({ order: 'up' });
    expect(fast({})).toEqual({});
    for (const refused of [
      { page: '2' },
      { page: '0' },
      { page: '2', order: 'up' },
      { other: '1' },
      { page: ['1', '2'] },
    ]) {
      expect(fast(refused)).toBeUndefined();
    }
    // The same decisions as the libraries.
    for (const query of [{ page: '2', order: 'desc' }, { order: 'up' }, { page: '2' }, { page: '0' }, { other: '1' }]) {
      expect(await outcome(pipe, query, Paged)).toEqual(await outcome(reference, query, Paged));
    }
    expect(await outcome(pipe, { page: '0' }, Paged)).toEqual({ ok: false, message: '页码不正确' });

    class Transformed {
      @Transform(({ value }) => String(value).trim())
      @IsString()
      name!: string;
    }
    class WithAccessor {
      @IsString()
      name!: string;

      get upper(): string {
        return this.name.toUpperCase();
      }
    }
    @ValidatorConstraint({ name: 'knownName', async: true })
    class KnownName implements ValidatorConstraintInterface {
      validate(value: unknown) {
        return Promise.resolve(value === 'ok');
      }
    }
    class CustomRule {
      @Validate(KnownName)
      name!: string;
    }
    expect(plainDtoFastPathFor(Transformed)).toBeNull();
    expect(plainDtoFastPathFor(WithAccessor)).toBeNull();
    expect(plainDtoFastPathFor(CustomRule)).toBeNull();
  });
});
