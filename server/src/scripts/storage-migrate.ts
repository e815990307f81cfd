import { ConfigError, loadConfig } from '../config/env';
import { migrateLocalFilesToS3 } from '../modules/storage/storage-migration';

/**
 * `npm run storage:migrate`: copies the files under UPLOAD_DIR to the S3 bucket named by the
 * S3_* variables (with STORAGE_DRIVER=s3) and verifies each copy by its SHA-256. Exits 1 when any
 * copy differs. The local files are kept; remove them once every instance runs on the bucket.
 */
async function main() {
  const config = loadConfig();
  const result = await migrateLocalFilesToS3(config, (line) => console.log(line));
  const skipped = result.skipped.length ? `, ${result.skipped.length} skipped (not a name the app makes: ${result.skipped.join(', ')})` : '';
  console.log(`storage:migrate: ${result.copied.length} copied, ${result.present.length} already in the bucket${skipped}; each verified by SHA-256`);
  if (result.mismatched.length) {
    console.error(`storage:migrate: ${result.mismatched.length} copies differ from the local files: ${result.mismatched.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : `storage:migrate failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
});
