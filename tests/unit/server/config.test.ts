import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config';

describe('loadConfig', () => {
  it('runs with no environment at all: port 8080, embedded database under var/', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.resolve('var'));
    expect(config.databaseUrl).toBeUndefined();
  });

  it('takes PORT, HOST, DATA_DIR and DATABASE_URL from the environment', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/hp',
      DATABASE_URL: 'postgres://u:p@localhost:5432/hp',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      dataDir: '/tmp/hp',
      databaseUrl: 'postgres://u:p@localhost:5432/hp',
    });
  });

  it('runs one app process unless told; several, or one per core, only on PostgreSQL', () => {
    const postgres = 'postgres://u:p@localhost:5432/hp';
    expect(loadConfig({}).appProcesses).toBe(1);
    expect(loadConfig({ APP_PROCESSES: '3', DATABASE_URL: postgres }).appProcesses).toBe(3);
    expect(loadConfig({ APP_PROCESSES: 'auto', DATABASE_URL: postgres }).appProcesses).toBe(
      availableParallelism(),
    );
    expect(() => loadConfig({ APP_PROCESSES: '2' })).toThrow(
      /APP_PROCESSES: 2 processes need DATABASE_URL/,
    );
    expect(() => loadConfig({ APP_PROCESSES: '0', DATABASE_URL: postgres })).toThrow(
      /APP_PROCESSES/,
    );
  });

  it('reads rate limits as count/seconds and refuses anything else', () => {
    expect(loadConfig({ RATE_LIMIT_REGISTER_PER_IP: '50/3600' }).rateLimits).toEqual({
      registerPerIp: { limit: 50, windowSeconds: 3600 },
    });
    expect(loadConfig({ RATE_LIMIT_LOGIN_DELAYS: '20/120' }).rateLimits).toEqual({
      loginDelays: { limit: 20, windowSeconds: 120 },
    });
    expect(() => loadConfig({ RATE_LIMIT_LOGIN_PER_IP: 'lots' })).toThrow(
      /RATE_LIMIT_LOGIN_PER_IP/,
    );
  });

  it('reads the per-account limits and the storage quota (megabytes, 2048 unless set)', () => {
    const config = loadConfig({
      RATE_LIMIT_PHOTO_UPLOADS_PER_ACCOUNT: '50/3600',
      STORAGE_QUOTA_PER_ACCOUNT_MB: '10',
    });
    expect(config.rateLimits).toEqual({
      photoUploadsPerAccount: { limit: 50, windowSeconds: 3600 },
    });
    expect(config.storageQuotaBytes).toBe(10 * 1024 * 1024);
    expect(loadConfig({}).storageQuotaBytes).toBe(2048 * 1024 * 1024);
    expect(() => loadConfig({ STORAGE_QUOTA_PER_ACCOUNT_MB: 'lots' })).toThrow(
      /STORAGE_QUOTA_PER_ACCOUNT_MB/,
    );
  });

  it('reads TRUST_PROXY as none, all, a hop count or a list of addresses and CIDR ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.1, nginx', '::1/129']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads JWT_PREVIOUS_SECRETS as a comma-separated list of long secrets', () => {
    const a = 'a'.repeat(32);
    const b = 'b'.repeat(40);
    expect(loadConfig({}).jwtPreviousSecrets).toEqual([]);
    expect(loadConfig({ JWT_PREVIOUS_SECRETS: `${a}, ${b}` }).jwtPreviousSecrets).toEqual([a, b]);
    expect(() => loadConfig({ JWT_PREVIOUS_SECRETS: 'short' })).toThrow(/JWT_PREVIOUS_SECRETS/);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('refuses a bad value with a message naming the variable and the value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT.*"eighty"/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});
