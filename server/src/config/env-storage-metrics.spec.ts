import { ConfigError, loadConfig } from './env';

describe('loadConfig: file storage and metrics', () => {
  const s3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

  it('stores files locally and serves no metrics by default', () => {
    expect(loadConfig({})).toMatchObject({ storage: { driver: 'local' }, metricsToken: null, metricsPort: null });
  });

  it('reads the S3 variables, with AWS defaults where they are left out', () => {
    expect(loadConfig(s3).storage).toEqual({
      driver: 's3',
      s3: { endpoint: null, region: 'us-east-1', bucket: 'uploads', accessKeyId: 'key', secretAccessKey: 'secret', forcePathStyle: false },
    });
    expect(loadConfig({ ...s3, S3_ENDPOINT: 'http://minio:9000/', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'true' }).storage).toMatchObject({
      s3: { endpoint: 'http://minio:9000', region: 'auto', forcePathStyle: true },
    });
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'uploads' }).storage).toMatchObject({ s3: { accessKeyId: null, secretAccessKey: null } });
  });

  it('takes a metrics token and a separate metrics port', () => {
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(32), METRICS_PORT: '9464' })).toMatchObject({ metricsToken: 'a'.repeat(32), metricsPort: 9464 });
  });

  it.each([
    [{ STORAGE_DRIVER: 'disk' }, 'STORAGE_DRIVER must be local or s3, got "disk"'],
    [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET is required when STORAGE_DRIVER=s3'],
    [{ ...s3, S3_BUCKET: 'Not_A_Bucket' }, 'S3_BUCKET is not a valid bucket name, got "Not_A_Bucket"'],
    [{ ...s3, S3_SECRET_ACCESS_KEY: '' }, 'S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set'],
    [{ ...s3, S3_ACCESS_KEY_ID: '' }, 'S3_ACCESS_KEY_ID is required when S3_SECRET_ACCESS_KEY is set'],
    [{ ...s3, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must start with http: or https:'],
    [{ ...s3, S3_REGION: 'US East' }, 'S3_REGION must be a region name such as us-east-1 or auto, got "US East"'],
    [{ ...s3, S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE must be true or false, got "maybe"'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 16 printable characters without spaces (openssl rand -hex 32)'],
    [{ METRICS_PORT: '3000' }, 'METRICS_PORT must differ from PORT (3000): it serves /metrics instead of the main port'],
    [{ METRICS_PORT: 'metrics' }, 'METRICS_PORT must be a whole number, got "metrics"'],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(`Invalid configuration: ${message}`));
  });
});
