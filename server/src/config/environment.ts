import { resolve } from 'node:path';
import { plainToInstance } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  validateSync,
} from 'class-validator';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Every environment variable the server reads, with its default. The README's
 * configuration table lists the same variables.
 */
export class Environment {
  @IsIn(NODE_ENVS)
  NODE_ENV: (typeof NODE_ENVS)[number] = 'production';

  @IsInt()
  @Min(0)
  @Max(65535)
  PORT: number = 3000;

  @IsString()
  HOST: string = '0.0.0.0';

  @IsString()
  DATA_DIR: string = 'data/db';

  @IsOptional()
  @IsString()
  WEB_DIST_DIR?: string;

  @IsIn(LOG_LEVELS)
  LOG_LEVEL: (typeof LOG_LEVELS)[number] = 'info';

  @Matches(/^\d+(b|kb|mb)$/i, { message: 'BODY_LIMIT must be a size such as 100kb or 1mb' })
  BODY_LIMIT: string = '1mb';
}

/** Validates `process.env`; a bad value stops start-up with every problem listed. */
export function validateEnvironment(raw: Record<string, unknown>): Environment {
  const present = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => value !== undefined && value !== ''),
  );
  const environment = plainToInstance(Environment, present, {
    enableImplicitConversion: true,
    excludeExtraneousValues: false,
  });
  const errors = validateSync(environment, { skipMissingProperties: false });
  if (errors.length > 0) {
    const problems = errors.flatMap((error) => Object.values(error.constraints ?? {}));
    throw new Error(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return environment;
}

/** The typed, resolved configuration the rest of the server uses. */
export interface AppConfig {
  nodeEnv: Environment['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  webDistDir: string;
  logLevel: Environment['LOG_LEVEL'];
  bodyLimit: string;
}

export function toAppConfig(environment: Environment): AppConfig {
  return {
    nodeEnv: environment.NODE_ENV,
    port: environment.PORT,
    host: environment.HOST,
    dataDir: resolve(environment.DATA_DIR),
    // The built SPA sits beside the built server: dist/server and dist/web.
    webDistDir: resolve(environment.WEB_DIST_DIR ?? resolve(__dirname, '../../web')),
    logLevel: environment.LOG_LEVEL,
    bodyLimit: environment.BODY_LIMIT,
  };
}
